// The stop of a job whose victim's query budget (--max-texts, --max-tokens) is spent: bad input to
// the verb that ran it, yet the run it leaves is cancelled, not failed, as Ctrl+C leaves it, since
// the same job with a larger budget goes on from what it kept.
#pragma once

#include "error.h"

namespace unembed {

class QueryBudgetSpent : public InputError {
public:
    using InputError::InputError;
};

} // namespace unembed
