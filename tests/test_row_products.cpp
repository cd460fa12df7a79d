// The few-row products (nn/row_products.h): each kernel the processor runs gives torch's product
// up to float rounding for any shape, the same numbers for a row alone or among others and on one
// thread or two, and PackedLinear repacks when its weight changes and leaves gradients, autocast
// and many rows to torch.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <ATen/Parallel.h>
#include <torch/torch.h>

#include "matrix_products.h"
#include "runtime/autocast_scope.h"
#include "runtime/compute_device.h"
#include "runtime/row_products.h"
#include "tensor_compare.h"

#include <QScopeGuard>
#include <QTest>

#include <vector>

using namespace unembed;

namespace {

std::vector<RowKernel> runningKernels() {
    std::vector<RowKernel> kernels;
    for (RowKernel kernel : {RowKernel::Avx2, RowKernel::Avx512})
        if (rowKernelRuns(kernel)) kernels.push_back(kernel);
    return kernels;
}

} // namespace

class TestRowProducts : public QObject {
    Q_OBJECT

private slots:
    void init();
    void kernelsGiveTorchsProductForAnyShape();
    void aRowGetsTheSameNumbersAloneAndOnTwoThreads();
    void packedLinearUsesTheKernelsForFewRowsOnly();
    void packedLinearRepacksAChangedWeight();
    void gradientsAndAutocastGoThroughTorch();
};

void TestRowProducts::init() {
    if (runningKernels().empty()) QSKIP("this processor runs neither AVX2 nor AVX-512");
}

void TestRowProducts::kernelsGiveTorchsProductForAnyShape() {
    torch::manual_seed(3);
    for (RowKernel kernel : runningKernels()) {
        // Rows around each kernel's tile heights (6, 12), columns around its panel widths (16,
        // 32), inputs from one to a model's width.
        for (int64_t rows : {1, 5, 6, 7, 12, 13, 16, 64})
            for (int64_t in : {1, 3, 256})
                for (int64_t out : {1, 15, 16, 17, 32, 33, 300}) {
                    const torch::Tensor x = torch::randn({rows, in});
                    const torch::Tensor weight = torch::randn({out, in});
                    const torch::Tensor y =
                        rowProduct(x, packRowWeight(weight, kernel), out, kernel);
                    const torch::Tensor exact =
                        torch::matmul(x.to(torch::kDouble), weight.to(torch::kDouble).t());
                    QCOMPARE(y.sizes().vec(), (std::vector<int64_t>{rows, out}));
                    QVERIFY2(test::closeValues(y, exact.to(torch::kFloat), 1e-5, 1e-4),
                             qPrintable(QStringLiteral("%1: %2 x %3 by %4")
                                            .arg(QLatin1String(rowKernelName(kernel)))
                                            .arg(rows)
                                            .arg(in)
                                            .arg(out)));
                }
    }
}

void TestRowProducts::aRowGetsTheSameNumbersAloneAndOnTwoThreads() {
    torch::manual_seed(4);
    const int before = at::get_num_threads();
    const auto restore = qScopeGuard([before] { at::set_num_threads(before); });
    for (RowKernel kernel : runningKernels()) {
        const torch::Tensor x = torch::randn({16, 256});
        const torch::Tensor weight = torch::randn({4100, 256});
        const torch::Tensor packed = packRowWeight(weight, kernel);
        at::set_num_threads(1);
        const torch::Tensor together = rowProduct(x, packed, weight.size(0), kernel);
        for (int64_t r : {0, 7, 15})
            QVERIFY(test::sameValues(rowProduct(x.slice(0, r, r + 1), packed, 4100, kernel),
                                     together.slice(0, r, r + 1)));
        // Large enough to be split over the threads: the columns are, each computed as before.
        at::set_num_threads(2);
        QVERIFY(test::sameValues(rowProduct(x, packed, weight.size(0), kernel), together));
    }
}

void TestRowProducts::packedLinearUsesTheKernelsForFewRowsOnly() {
    torch::NoGradGuard noGrad;
    const RowKernel before = chosenRowKernel();
    const auto restore = qScopeGuard([before] { chooseRowKernel(before); });
    const torch::Tensor weight = torch::randn({40, 24});
    PackedLinear linear;
    for (RowKernel kernel : runningKernels()) {
        chooseRowKernel(kernel);
        QCOMPARE(chosenRowKernel(), kernel);
        // Up to 64 rows the kernels, beyond them torch's product: both give torch's numbers.
        for (int64_t rows : {int64_t(1), kMaxKernelRows, kMaxKernelRows + 1}) {
            const torch::Tensor x = torch::randn({rows, 1, 24});
            torch::Tensor y;
            const int64_t products = test::matrixProducts([&] { y = linear(x, weight); });
            QCOMPARE(products, rows > kMaxKernelRows ? int64_t(1) : int64_t(0));
            QCOMPARE(y.sizes().vec(), (std::vector<int64_t>{rows, 1, 40}));
            QVERIFY(test::closeValues(y, torch::nn::functional::linear(x, weight), 1e-5, 1e-5));
        }
    }
    chooseRowKernel(RowKernel::Blas);
    QCOMPARE(chosenRowKernel(), RowKernel::Blas);
    QCOMPARE(test::matrixProducts([&] { linear(torch::randn({1, 24}), weight); }), int64_t(1));
}

void TestRowProducts::packedLinearRepacksAChangedWeight() {
    torch::NoGradGuard noGrad;
    const torch::Tensor x = torch::randn({3, 24});
    torch::Tensor weight = torch::randn({40, 24});
    PackedLinear linear;
    const torch::Tensor first = linear(x, weight);
    QVERIFY(test::closeValues(first, torch::nn::functional::linear(x, weight), 1e-5, 1e-5));
    // In place (an optimiser's step, a state dict's copy): same storage, a new version.
    weight.mul_(2.0);
    QVERIFY(test::closeValues(linear(x, weight), first * 2.0, 1e-5, 1e-5));
    // Another tensor, of another shape.
    weight = torch::randn({17, 24});
    QVERIFY(
        test::closeValues(linear(x, weight), torch::nn::functional::linear(x, weight), 1e-5, 1e-5));
}

void TestRowProducts::gradientsAndAutocastGoThroughTorch() {
    const torch::Tensor weight = torch::randn({40, 24}, torch::requires_grad());
    const torch::Tensor x = torch::randn({3, 24});
    PackedLinear linear;
    // Training: the product keeps its graph, and the gradient is torch's.
    const torch::Tensor y = linear(x, weight);
    QVERIFY(y.requires_grad());
    y.sum().backward();
    QVERIFY(test::closeValues(weight.grad(), x.sum(0).expand({40, 24}), 1e-5, 1e-5));
    // bf16 autocast: torch's product, in bf16.
    torch::NoGradGuard noGrad;
    const QString before = chosenPrecision();
    const auto restore = qScopeGuard([before] { choosePrecision(before, {}); });
    choosePrecision(QStringLiteral("bf16"), {});
    const AutocastScope autocast(torch::kCPU);
    QVERIFY(autocastEnabled(c10::DeviceType::CPU));
    QCOMPARE(linear(x, weight.detach()).scalar_type(), torch::kBFloat16);
}

QTEST_GUILESS_MAIN(TestRowProducts)
#include "test_row_products.moc"
