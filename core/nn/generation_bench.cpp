#include "generation_bench.h"

#include "error.h"
#include "nn/generation.h"
#include "nn/t5.h"
#include "runtime/compute_device.h"
#include "runtime/throughput.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace unembed {

namespace {

// [rows, length] int64 token ids from `path`: one input per non-empty line.
torch::Tensor readInputs(const QString& path, int vocabSize) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        throw InputError({path, {}, {}, {}, {}},
                         QStringLiteral("cannot read the inputs file: %1").arg(file.errorString()));
    std::vector<int64_t> ids;
    int64_t rows = 0, length = 0, lineNumber = 0;
    static const QRegularExpression space(QStringLiteral("\\s+"));
    while (!file.atEnd()) {
        ++lineNumber;
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty()) continue;
        const QStringList fields = line.split(space);
        if (rows > 0 && fields.size() != length)
            throw InputError({path,
                              lineNumber,
                              {},
                              QString::number(length) + " token ids",
                              QString::number(fields.size())},
                             QStringLiteral("every input must have the same length"));
        length = fields.size();
        for (const QString& field : fields) {
            bool ok = false;
            const qint64 id = field.toLongLong(&ok);
            if (!ok || id < 0 || id >= vocabSize)
                throw InputError({path,
                                  lineNumber,
                                  {},
                                  QStringLiteral("a token id from 0 to %1").arg(vocabSize - 1),
                                  field},
                                 QStringLiteral("not a token id of this model"));
            ids.push_back(id);
        }
        ++rows;
    }
    if (rows == 0)
        throw InputError({path, {}, {}, {}, {}}, QStringLiteral("the inputs file has no input"));
    return torch::tensor(ids, torch::kLong).view({rows, length});
}

QString sha256(const torch::Tensor& sequences) {
    const torch::Tensor host = sequences.to(torch::kCPU, torch::kLong).contiguous();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    // Little-endian on every platform libtorch runs on.
    hash.addData(QByteArrayView(reinterpret_cast<const char*>(host.data_ptr<int64_t>()),
                                qsizetype(host.numel() * sizeof(int64_t))));
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace

GenerationBenchReport benchGeneration(const GenerationBenchRequest& request) {
    torch::NoGradGuard noGrad;
    const ComputeInfo info = computeInfo();
    T5Model model = loadT5(request.modelFolder);
    model->eval();
    const T5Config& config = model->config();
    const int maxBatch = *std::max_element(request.batchSizes.begin(), request.batchSizes.end());

    torch::Tensor inputs;
    if (request.inputsFile.isEmpty()) {
        torch::manual_seed(0);
        // Ids from 3 up leave out T5's pad, end and unknown tokens.
        inputs = torch::randint(std::min(3, config.vocabSize - 1), config.vocabSize,
                                {maxBatch, request.inputLength}, torch::kLong);
    } else {
        inputs = readInputs(request.inputsFile, config.vocabSize);
        if (inputs.size(0) < maxBatch)
            throw InputError({request.inputsFile,
                              {},
                              {},
                              QString::number(maxBatch) + " inputs",
                              QString::number(inputs.size(0))},
                             QStringLiteral("fewer inputs than the largest batch"));
    }

    GenerationBenchReport report;
    report.model = QFileInfo(request.modelFolder).fileName();
    report.matmulGflops = measureMatmulGflops();
    report.threads = info.threads;
    report.device = info.summary();
    report.inputLength = int(inputs.size(1));
    const double encoderParams = double(parameterCount(*model->encoder, true));
    // Cross-attention keys and values are projected once per input position, not per new token.
    double crossKeysValues = 0;
    for (const auto& parameter : model->decoder->named_parameters())
        if (parameter.key().find("EncDecAttention.k.") != std::string::npos ||
            parameter.key().find("EncDecAttention.v.") != std::string::npos)
            crossKeysValues += double(parameter.value().numel());
    const double decoderParams = double(parameterCount(*model->decoder, true)) - crossKeysValues +
                                 double(config.tieWordEmbeddings ? model->shared->weight.numel()
                                                                 : model->lm_head->weight.numel());
    report.parameters = encoderParams + crossKeysValues + decoderParams;

    for (int batch : request.batchSizes)
        for (int beams : request.beamWidths) {
            const torch::Tensor ids = inputs.slice(0, 0, batch);
            const torch::Tensor mask = torch::ones_like(ids);
            GenerationOptions options;
            options.maxNewTokens = request.newTokens;
            options.numBeams = beams;
            GenerationResult out;
            double seconds = 0;
            for (int r = 0; r <= request.repeats; ++r) {
                QElapsedTimer clock;
                clock.start();
                const torch::Tensor states = model->encode(ids, mask);
                out = generate(*model, states, mask.to(states.device()), options);
                (void)out.sequences.sum().item<int64_t>();        // waits for a GPU
                if (r > 0) seconds += clock.nsecsElapsed() / 1e9; // the first call warms up
            }
            GenerationBenchRow row;
            row.batch = batch;
            row.beams = beams;
            row.msPerCall = 1000.0 * seconds / request.repeats;
            const torch::Tensor generated = out.sequences.slice(1, 1).to(torch::kCPU);
            // Sequences that stopped at the end token before the last position (all of them when
            // every row stopped and the output is shorter).
            const int64_t positions = generated.size(1);
            row.endedEarly = positions < request.newTokens
                                 ? batch
                                 : int((generated.slice(1, 0, positions - 1) == config.eosTokenId)
                                           .any(1)
                                           .sum()
                                           .item<int64_t>());
            // Positions decoded: the returned sequences' length (all of --new-tokens unless every
            // sequence ended early).
            const double steps = double(positions);
            row.tokensPerSecond = double(batch) * steps * request.repeats / std::max(1e-9, seconds);
            // Useful work: the encoder and the cross-attention keys and values once per input
            // position, the rest of the decoder and the head for every beam at every position.
            const double flops =
                2.0 * (double(batch) * double(ids.size(1)) * (encoderParams + crossKeysValues) +
                       double(batch) * beams * steps * decoderParams);
            row.gflops = flops * request.repeats / std::max(1e-9, seconds) / 1e9;
            row.shareOfMatmulPeak = row.gflops / report.matmulGflops;
            row.sequencesSha256 = sha256(out.sequences);
            report.rows.push_back(row);
        }
    return report;
}

} // namespace unembed
