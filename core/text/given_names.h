// The given names the proper-noun gazetteer knows beside its word list, so a first name such as
// "Priya" that Debian's wamerican lacks is found (see sensitive_terms.h). Torch-free.
#pragma once

#include <QString>
#include <QStringList>

namespace unembed {

// True when `word`, as written (capitalised), is on the list.
bool isGivenName(const QString& word);
int givenNameCount();
// Every name as written on the list, each one word (letters only).
QStringList givenNames();

} // namespace unembed
