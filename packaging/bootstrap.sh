#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine for Unembed, builds it in Release, then opens the workbench
# (`run`), runs the whole test suite (`test`) or makes the Debian package (`package`). A second run
# installs nothing and rebuilds only what changed.
#   packaging/bootstrap.sh run [CASE.unembed]   build and open the workbench
#   packaging/bootstrap.sh test                 build and run every test (GUI tests offscreen)
#   packaging/bootstrap.sh build                build only
#   packaging/bootstrap.sh package              build, then build/release/unembed_VERSION_ARCH.deb
set -euo pipefail

mode=${1:-}
case "$mode" in
run | test | build | package) shift ;;
*)
    echo "usage: $0 run [CASE.unembed] | test | build | package" >&2
    exit 2
    ;;
esac

cd "$(dirname "$0")/.."

packages=(
    g++ cmake ninja-build pkg-config
    qt6-base-dev libqt6sql6-sqlite libsqlite3-dev qt6-svg-dev qt6-l10n-tools qt6-tools-dev qt6-tools-dev-tools
    libtorch-dev libopenblas0-pthread libsentencepiece-dev libqcustomplot-dev libzip-dev libfaiss-dev
    xvfb xauth wamerican
    fonts-nanum fontconfig
    dpkg-dev file librsvg2-bin help2man lintian desktop-file-utils appstream shared-mime-info
    bash-completion
)

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
        missing+=("$package")
done
if ((${#missing[@]})); then
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || {
            echo "bootstrap: run as root or install sudo to install: ${missing[*]}" >&2
            exit 1
        }
        sudo=(sudo)
    fi
    echo "bootstrap: installing ${missing[*]}"
    "${sudo[@]}" apt-get update -q
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
        "${missing[@]}"
fi

jobs=$(nproc)
[ -f build/release/CMakeCache.txt ] || cmake --preset release
cmake --build --preset release --parallel "$jobs"

case "$mode" in
run)
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
        echo "bootstrap: built; no display to open the workbench on (DISPLAY is not set)." >&2
        echo "bootstrap: start it from a desktop session: build/release/app/unembed" >&2
        exit 1
    fi
    exec build/release/app/unembed "$@"
    ;;
test)
    ctest --preset release --parallel "$jobs"
    ;;
package)
    (cd build/release && cpack --config CPackConfig.cmake)
    ls build/release/unembed_*.deb
    ;;
esac
