#include "row_products.h"

#include "runtime/autocast_scope.h"
#include "runtime/memory_budget.h"

#include <torch/torch.h>

#include <ATen/Parallel.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define UNEMBED_ROW_KERNELS 1
#else
#define UNEMBED_ROW_KERNELS 0
#endif

namespace unembed {

namespace {

// Columns in a panel: two vector registers' worth.
int64_t panelWidth(RowKernel kernel) {
    return kernel == RowKernel::Avx512 ? 32 : 16;
}

#if UNEMBED_ROW_KERNELS

// One tile: R rows of x against one panel of `width` columns, written to y (row stride ldy).
// Two accumulators per row, each the sum over k in order; the panel's K x width floats stay in
// the first-level cache while the tiles of rows pass over it. `next`, when given, is the next
// panel, fetched into the cache meanwhile (a vocabulary head's 32 MB took about 1.5x as long
// without: docs/building.md).
template <int R>
__attribute__((target("avx2,fma"))) void tileAvx2(const float* x, int64_t in, const float* panel,
                                                  float* y, int64_t ldy, int64_t width,
                                                  const float* next) {
    __m256 low[R], high[R];
#pragma GCC unroll 8
    for (int r = 0; r < R; ++r)
        low[r] = high[r] = _mm256_setzero_ps();
    for (int64_t k = 0; k < in; ++k) {
        const __m256 w0 = _mm256_loadu_ps(panel + k * 16);
        const __m256 w1 = _mm256_loadu_ps(panel + k * 16 + 8);
        if (next) _mm_prefetch(reinterpret_cast<const char*>(next + k * 16), _MM_HINT_T0);
#pragma GCC unroll 8
        for (int r = 0; r < R; ++r) {
            const __m256 xs = _mm256_broadcast_ss(x + r * in + k);
            low[r] = _mm256_fmadd_ps(xs, w0, low[r]);
            high[r] = _mm256_fmadd_ps(xs, w1, high[r]);
        }
    }
    float tail[16];
#pragma GCC unroll 8
    for (int r = 0; r < R; ++r) {
        float* out = width == 16 ? y + r * ldy : tail;
        _mm256_storeu_ps(out, low[r]);
        _mm256_storeu_ps(out + 8, high[r]);
        if (width < 16) std::memcpy(y + r * ldy, tail, size_t(width) * sizeof(float));
    }
}

template <int R>
__attribute__((target("avx512f"))) void tileAvx512(const float* x, int64_t in, const float* panel,
                                                   float* y, int64_t ldy, int64_t width,
                                                   const float* next) {
    __m512 low[R], high[R];
#pragma GCC unroll 16
    for (int r = 0; r < R; ++r)
        low[r] = high[r] = _mm512_setzero_ps();
    for (int64_t k = 0; k < in; ++k) {
        const __m512 w0 = _mm512_loadu_ps(panel + k * 32);
        const __m512 w1 = _mm512_loadu_ps(panel + k * 32 + 16);
        if (next) {
            _mm_prefetch(reinterpret_cast<const char*>(next + k * 32), _MM_HINT_T0);
            _mm_prefetch(reinterpret_cast<const char*>(next + k * 32 + 16), _MM_HINT_T0);
        }
#pragma GCC unroll 16
        for (int r = 0; r < R; ++r) {
            const __m512 xs = _mm512_set1_ps(x[r * in + k]);
            low[r] = _mm512_fmadd_ps(xs, w0, low[r]);
            high[r] = _mm512_fmadd_ps(xs, w1, high[r]);
        }
    }
    float tail[32];
#pragma GCC unroll 16
    for (int r = 0; r < R; ++r) {
        float* out = width == 32 ? y + r * ldy : tail;
        _mm512_storeu_ps(out, low[r]);
        _mm512_storeu_ps(out + 16, high[r]);
        if (width < 32) std::memcpy(y + r * ldy, tail, size_t(width) * sizeof(float));
    }
}

using Tile = void (*)(const float*, int64_t, const float*, float*, int64_t, int64_t, const float*);

// Tiles of 1..N rows: N is what the registers hold with the panel's two and a broadcast (AVX2's
// 16: 6 rows; AVX-512's 32: 12 rows).
template <template <int> class Maker, int... R>
constexpr std::array<Tile, sizeof...(R)> tiles(std::integer_sequence<int, R...>) {
    return {Maker<R + 1>::tile...};
}
template <int R> struct Avx2Tile { static constexpr Tile tile = &tileAvx2<R>; };
template <int R> struct Avx512Tile { static constexpr Tile tile = &tileAvx512<R>; };
constexpr auto kAvx2Tiles = tiles<Avx2Tile>(std::make_integer_sequence<int, 6>{});
constexpr auto kAvx512Tiles = tiles<Avx512Tile>(std::make_integer_sequence<int, 12>{});

#endif

RowKernel widestRunning() {
    for (RowKernel kernel : {RowKernel::Avx512, RowKernel::Avx2})
        if (rowKernelRuns(kernel)) return kernel;
    return RowKernel::Blas;
}

// -1 until chosen.
std::atomic<int> chosenKernel{-1};

RowKernel fromEnvironment() {
    const char* value = std::getenv(kRowKernelVariable);
    std::string asked = value ? value : "";
    std::transform(asked.begin(), asked.end(), asked.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    if (asked == "blas") return RowKernel::Blas;
    if (asked == "avx2" && rowKernelRuns(RowKernel::Avx2)) return RowKernel::Avx2;
    return widestRunning();
}

} // namespace

bool rowKernelRuns(RowKernel kernel) {
#if UNEMBED_ROW_KERNELS
    __builtin_cpu_init();
    switch (kernel) {
    case RowKernel::Avx512:
        return __builtin_cpu_supports("avx512f");
    case RowKernel::Avx2:
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    case RowKernel::Blas:
        break;
    }
#endif
    return kernel == RowKernel::Blas;
}

RowKernel chosenRowKernel() {
    int kernel = chosenKernel.load();
    if (kernel < 0) {
        kernel = int(fromEnvironment());
        chosenKernel.store(kernel);
    }
    return RowKernel(kernel);
}

void chooseRowKernel(RowKernel kernel) {
    chosenKernel.store(int(rowKernelRuns(kernel) ? kernel : widestRunning()));
}

const char* rowKernelName(RowKernel kernel) {
    switch (kernel) {
    case RowKernel::Avx512:
        return "AVX-512";
    case RowKernel::Avx2:
        return "AVX2";
    case RowKernel::Blas:
        break;
    }
    return "";
}

std::string rowKernelChoice() {
    const char* value = std::getenv(kRowKernelVariable);
    if (!value || !*value) return "the widest this processor runs";
    return std::string(kRowKernelVariable) + "=" + value;
}

torch::Tensor packRowWeight(const torch::Tensor& weight, RowKernel kernel) {
    TORCH_CHECK(kernel != RowKernel::Blas, "packRowWeight: no panels for torch's linear");
    TORCH_CHECK(weight.dim() == 2 && weight.scalar_type() == torch::kFloat,
                "packRowWeight: a 2-D float32 weight");
    const int64_t width = panelWidth(kernel);
    const int64_t out = weight.size(0);
    const int64_t panels = (out + width - 1) / width;
    // [out, in] -> zero columns up to whole panels -> [panels, in, width]
    const torch::Tensor padded =
        torch::constant_pad_nd(weight.detach().to(torch::kCPU), {0, 0, 0, panels * width - out});
    return padded.view({panels, width, weight.size(1)}).transpose(1, 2).contiguous();
}

torch::Tensor rowProduct(const torch::Tensor& x, const torch::Tensor& packed, int64_t out,
                         RowKernel kernel) {
    TORCH_CHECK(x.dim() == 2 && x.scalar_type() == torch::kFloat && x.is_cpu(),
                "rowProduct: x must be [rows, in] float32 on the CPU");
    TORCH_CHECK(packed.dim() == 3 && packed.size(1) == x.size(1) &&
                    packed.size(2) == panelWidth(kernel) && packed.size(0) * packed.size(2) >= out,
                "rowProduct: panels that do not fit x or the kernel");
    TORCH_CHECK(rowKernelRuns(kernel) && kernel != RowKernel::Blas,
                "rowProduct: this processor does not run the ", rowKernelName(kernel), " kernels");
    const torch::Tensor rows = x.contiguous();
    torch::Tensor y = torch::empty({rows.size(0), out}, rows.options());
#if UNEMBED_ROW_KERNELS
    const int64_t count = rows.size(0), in = rows.size(1), width = panelWidth(kernel);
    const float* xs = rows.data_ptr<float>();
    const float* panels = packed.data_ptr<float>();
    float* ys = y.data_ptr<float>();
    const Tile* tileOf = kernel == RowKernel::Avx512 ? kAvx512Tiles.data() : kAvx2Tiles.data();
    const int64_t tall =
        kernel == RowKernel::Avx512 ? int64_t(kAvx512Tiles.size()) : int64_t(kAvx2Tiles.size());
    // Threads share the columns only where each gets at least ~256k multiply-adds.
    const int64_t perPanel = std::max<int64_t>(1, count * in * width);
    const int64_t grain = std::max<int64_t>(1, (int64_t(1) << 18) / perPanel);
    at::parallel_for(0, (out + width - 1) / width, grain, [&](int64_t first, int64_t last) {
        for (int64_t p = first; p < last; ++p) {
            const float* panel = panels + p * in * width;
            const int64_t columns = std::min(width, out - p * width);
            for (int64_t r = 0; r < count; r += tall) {
                const int64_t tile = std::min(tall, count - r);
                const float* next = r == 0 && p + 1 < last ? panel + in * width : nullptr;
                tileOf[tile - 1](xs + r * in, in, panel, ys + r * out + p * width, out, columns,
                                 next);
            }
        }
    });
#else
    (void)out;
#endif
    return y;
}

torch::Tensor PackedLinear::operator()(const torch::Tensor& x, const torch::Tensor& weight) {
    const RowKernel kernel = chosenRowKernel();
    const int64_t in = weight.size(-1);
    const bool usable =
        kernel != RowKernel::Blas && x.is_cpu() && weight.is_cpu() &&
        x.scalar_type() == torch::kFloat && weight.scalar_type() == torch::kFloat &&
        weight.dim() == 2 && x.dim() >= 1 && x.size(-1) == in && x.numel() > 0 &&
        x.numel() / in <= kMaxKernelRows && !weight.is_inference() &&
        !autocastEnabled(c10::DeviceType::CPU) &&
        !(torch::GradMode::is_enabled() && (x.requires_grad() || weight.requires_grad()));
    if (!usable) return torch::nn::functional::linear(x, weight);
    torch::Tensor panels;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        // A weight updated in place keeps its storage but not its version.
        const Source from{weight.data_ptr(), weight._version(), weight.size(0), in, kernel};
        if (from != from_) {
            from_ = from;
            // The panels are a second copy of the weight: without room for it, torch's product.
            const double bytes = double(weight.numel()) * double(sizeof(float));
            packed_ = 2.0 * bytes < double(availableMemoryBytes()) ? packRowWeight(weight, kernel)
                                                                   : torch::Tensor();
        }
        panels = packed_;
    }
    if (!panels.defined()) return torch::nn::functional::linear(x, weight);
    std::vector<int64_t> shape = x.sizes().vec();
    shape.back() = weight.size(0);
    return rowProduct(x.reshape({-1, in}), panels, weight.size(0), kernel).view(shape);
}

} // namespace unembed
