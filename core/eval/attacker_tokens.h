// The attacker tokenizer of a run, for the token micro P/R/F1: the tokenizer of the run's model
// folder (the `model` table) — its spiece.model, or the byte-level BPE of a GEIA decoder started
// from GPT-2. References and text outputs are encoded with it (EOS appended, as the attacks are
// trained); MLC/MSP outputs are already ids. A torch-free header (the tokenizer stays behind a
// pointer), so the CLI can use it.
#pragma once

#include "store/case_file.h"
#include "store/run_store.h"

#include <memory>
#include <vector>

namespace unembed {

class AttackerTokenizer;

class AttackerTokens {
public:
    // Throws InputError naming the case when the run has no model, or naming the folder when it
    // has no tokenizer.
    static AttackerTokens forRun(CaseFile& caseFile, const RunInfo& run);
    explicit AttackerTokens(const QString& modelFolder);
    AttackerTokens(AttackerTokens&&) noexcept;
    ~AttackerTokens();

    // What the figures record as their tokenizer: the file it was read from.
    QString label() const;
    std::vector<qint64> encode(const QString& text) const;
    // The sample's predicted ids: tokens_json when the attack stored tokens, else its encoded
    // final text. `casePath` goes into errors about malformed stored tokens.
    std::vector<qint64> predictedIds(const RunSampleInfo& sample, const QString& casePath) const;

private:
    std::unique_ptr<AttackerTokenizer> tokenizer_;
};

} // namespace unembed
