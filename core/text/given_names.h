// The given names the proper-noun gazetteer knows beside its word list, so a first name such as
// "Priya" that Debian's wamerican lacks is found (see sensitive_terms.h). Torch-free.
#pragma once

#include <QString>
#include <QStringList>

namespace unembed {

// True when `word`, as written (capitalised), is on the list.
bool isGivenName(const QString& word);
int givenNameCount();
// Every name lower-cased, to find names written in lower case as chat messages often are.
QStringList givenNamesLowerCase();

} // namespace unembed
