#!/bin/bash
# Builds Unembed against PyTorch's libtorch (CUDA) on a machine that has g++, CMake, ninja and
# PyTorch but not Qt and the other Debian 12 libraries, and cannot install packages (a rented GPU
# machine): their .deb files, fetched beforehand on a Debian 12 machine (`tools/unpacked-debs.txt`
# lists them: `apt-get download $(grep -v '^#' tools/unpacked-debs.txt)`), are unpacked into a
# prefix, and the libraries that system lacks are gathered in PREFIX/rt for the loader.
#
#   tools/build_with_unpacked_debs.sh DEBS_DIR BUILD_DIR [TARGET...]   (default target unembed-cli)
#   export LD_LIBRARY_PATH=PREFIX/rt QT_PLUGIN_PATH=PREFIX/usr/lib/x86_64-linux-gnu/qt6/plugins
#
# PREFIX is UNEMBED_DEPS_PREFIX, default /opt/unembed-deps. Tools the build never runs (qmake,
# qdoc, ...) are stubbed, since Qt's CMake files only check that they exist. Faiss's CMake file
# names /usr/lib/x86_64-linux-gnu/libblas.so and liblapack.so: links to OpenBLAS are made there
# when they are missing. Tests are not configured (BUILD_TESTING=OFF): their data may not travel.
set -euo pipefail
[ $# -ge 2 ] || { sed -n 2,15p "$0"; exit 2; }
debs=$1
build=$2
shift 2
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(unembed-cli)
prefix=${UNEMBED_DEPS_PREFIX:-/opt/unembed-deps}
lib=$prefix/usr/lib/x86_64-linux-gnu
rt=$prefix/rt
mkdir -p "$prefix" "$rt"
for deb in "$debs"/*.deb; do dpkg -x "$deb" "$prefix"; done

# Debian's libdbus lives in /lib, hence the third folder.
for dir in "$lib" "$lib/openblas-pthread" "$prefix/lib/x86_64-linux-gnu"; do
    [ -d "$dir" ] || continue
    for file in "$dir"/*.so.[0-9]*; do
        name=$(basename "$file")
        # The system's copy, where the loader's cache lists one whose file is there.
        path=$(ldconfig -p | awk -v n="$name" '$1 == n {print $NF; exit}')
        [ -n "$path" ] && [ -e "$path" ] || cp -a "$file" "$rt/"
    done
done
for blas in libblas liblapack; do
    [ -e "/usr/lib/x86_64-linux-gnu/$blas.so" ] ||
        ln -s "$lib/openblas-pthread/$blas.so.3" "/usr/lib/x86_64-linux-gnu/$blas.so"
done

grep -ho '"${_IMPORT_PREFIX}/[^"]*"' "$lib"/cmake/Qt6*Tools/*Targets-none.cmake | tr -d '"' |
    sed "s|\${_IMPORT_PREFIX}|$prefix/usr|" | sort -u | while read -r file; do
    [ -e "$file" ] && continue
    mkdir -p "$(dirname "$file")"
    printf '#!/bin/sh\necho "%s: not unpacked" >&2\nexit 1\n' "$(basename "$file")" > "$file"
    chmod +x "$file"
done
mkdir -p "$lib/qt6/mkspecs/linux-g++" # in qmake6's package; Qt6::Core lists it as an include dir

export LD_LIBRARY_PATH=$rt${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export PKG_CONFIG_LIBDIR=$lib/pkgconfig:$prefix/usr/share/pkgconfig PKG_CONFIG_SYSROOT_DIR=$prefix
torch=$(python3 -c 'import torch; print(torch.utils.cmake_prefix_path)')
cmake -S "$(dirname "$0")/.." -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
    -DCMAKE_PREFIX_PATH="$torch;$prefix/usr" \
    -DPKG_CONFIG_EXECUTABLE="$(command -v pkg-config || echo "$prefix/usr/bin/pkgconf")" \
    -DCMAKE_EXE_LINKER_FLAGS="-Wl,-rpath-link,$rt" \
    -DUNEMBED_HELP2MAN=/bin/true -DUNEMBED_RSVG_CONVERT=/bin/true
cmake --build "$build" --target "${targets[@]}"
