// The demo pack (resources/demo: the trained victim and attackers, the demo case) as the
// workbench finds it: in share/unembed/demo beside the binaries' folder (bin/../share, installed;
// build/*/share/unembed/demo, a link to resources/demo, in the build tree). The workbench opens a
// copy of the demo case in the user's data folder, so the shipped case stays as the build wrote it.
#pragma once

#include <QString>

namespace unembed {

// The pack's folder, or empty when neither place holds a demo case.
QString demoPackFolder();

// The pack's model folder `name` (victim, inverter, corrector, geia, mlc or msp), or empty.
QString demoModelFolder(const QString& name);

// The user's copy of the demo case, made on first use; empty with `error` set when there is no
// pack or the copy cannot be written.
QString demoCaseCopy(QString* error);

} // namespace unembed
