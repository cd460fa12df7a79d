#!/usr/bin/env bash
# Writes the manual pages of unembed, unembed-cli and each unembed-cli verb (unembed-cli-VERB, with
# help2man) and the bash completion of unembed-cli (its verbs, then each verb's options) from the
# programs' own --help, so that neither drifts from the options. Run by the build
# (packaging/CMakeLists.txt); the pages are gzipped as Debian installs them.
#   make_cli_docs.sh UNEMBED_CLI UNEMBED OUT_DIR VERSION
#     -> OUT_DIR/man/*.1.gz, OUT_DIR/completion/unembed-cli
set -euo pipefail
cli=$1 gui=$2 out=$3 version=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=$work/runtime
mkdir -m 700 "$XDG_RUNTIME_DIR"
rm -rf "$out/man" "$out/completion"
mkdir -p "$out/man" "$out/completion" "$work/help" "$work/bin"

# Each help text is read once; help2man reads it through a
# stand-in named as the page (unembed-cli, unembed-cli-VERB) that prints it.
help() { # PAGE COMMAND...
    local name=$1
    shift
    "$@" --help >"$work/help/$name"
    printf '#!/bin/sh\ncat "%s"\n' "$work/help/$name" >"$work/bin/$name"
    chmod +x "$work/bin/$name"
}
help unembed-cli "$cli"
# The verbs and their summaries, as `unembed-cli --help` lists them.
mapfile -t verbs < <(sed -n '/^Verbs:/,$p' "$work/help/unembed-cli" |
    sed -n 's/^  \([a-z][a-z-]*\)  *\(.*\)$/\1\t\2/p')
((${#verbs[@]})) || {
    echo "make_cli_docs: no verbs in '$cli --help'" >&2
    exit 1
}
names=()
for entry in "${verbs[@]}"; do
    names+=("${entry%%$'\t'*}")
    help "unembed-cli-${names[-1]}" "$cli" "${names[-1]}"
done

page() { # PAGE SUMMARY PROGRAM SEE-ALSO...
    local name=$1 summary=$2 program=$3
    shift 3
    { echo '[SEE ALSO]'; for other in "$@"; do echo ".BR $other (1)"; done; } >"$work/see-also"
    help2man --no-info --version-string="$version" --section=1 --source="Unembed $version" \
        --manual="Unembed Manual" --name="$summary" --include="$work/see-also" \
        --output="$out/man/$name.1" "$program"
    gzip -9n "$out/man/$name.1"
}
page unembed "investigation workbench for text-embedding inversion" "$gui" unembed-cli
page unembed-cli "command-line client of the Unembed embedding-inversion workbench" \
    "$work/bin/unembed-cli" unembed "${names[@]/#/unembed-cli-}"
for entry in "${verbs[@]}"; do
    verb=${entry%%$'\t'*}
    page "unembed-cli-$verb" "${entry#*$'\t'}" "$work/bin/unembed-cli-$verb" unembed-cli
done

# The completion: verbs first, then the options each verb's help lists (files elsewhere).
{
    echo "# bash completion for unembed-cli, generated from its --help by packaging/make_cli_docs.sh"
    echo "_unembed_cli() {"
    echo "    local cur prev words cword"
    echo "    _init_completion || return"
    echo "    if ((cword == 1)); then"
    echo "        mapfile -t COMPREPLY < <(compgen -W '${names[*]} --help --version' -- \"\$cur\")"
    echo "        return"
    echo "    fi"
    echo "    local options"
    echo "    case \${words[1]} in"
    for verb in "${names[@]}"; do
        options=$(grep -oE '^ +(-[A-Za-z], )?--[a-z0-9-]+' "$work/help/unembed-cli-$verb" |
            grep -oE -- '--[a-z0-9-]+' | sort -u | tr '\n' ' ')
        echo "    $verb) options='${options% }' ;;"
    done
    echo "    *) return ;;"
    echo "    esac"
    echo "    if [[ \$cur == -* ]]; then"
    echo "        mapfile -t COMPREPLY < <(compgen -W \"\$options\" -- \"\$cur\")"
    echo "    else"
    echo "        _filedir"
    echo "    fi"
    echo "}"
    echo "complete -F _unembed_cli unembed-cli"
} >"$out/completion/unembed-cli"
