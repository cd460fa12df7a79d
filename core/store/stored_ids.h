// The ids a case holds of one kind (runs, datasets, curves, models), for the errors about an id it
// does not hold: "no run 9 in the case; its runs are 1, 2 and 5" spares the user a listing.
#pragma once

#include "case_file.h"

namespace unembed {

// "its runs are 1, 2 and 5" or "it has no run yet", for `table` run, dataset, curve or model.
// Long lists end with the count and the command that lists them all.
QString storedIdsNote(CaseFile& caseFile, const QString& table);

} // namespace unembed
