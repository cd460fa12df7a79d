#!/usr/bin/env bash
# Writes the manual pages of unembed (from its --help, with help2man), of unembed-cli (from
# docs/cli.md) and of each unembed-cli verb (unembed-cli-VERB, from docs/cli/VERB.md, with md2man),
# and the bash completion of unembed-cli (its verbs, then each verb's options) from the programs'
# own --help. Run by the build (packaging/CMakeLists.txt); the pages are gzipped as Debian installs
# them. A verb without its page fails the build.
#   make_cli_docs.sh UNEMBED_CLI UNEMBED MD2MAN DOCS_DIR OUT_DIR VERSION DATE
#     -> OUT_DIR/man/*.1.gz, OUT_DIR/completion/unembed-cli
set -euo pipefail
cli=$1 gui=$2 md2man=$3 docs=$4 out=$5 version=$6 date=$7
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=$work/runtime
mkdir -m 700 "$XDG_RUNTIME_DIR"
rm -rf "$out/man" "$out/completion"
mkdir -p "$out/man" "$out/completion" "$work/help"

help() { # PAGE COMMAND...
    local name=$1
    shift
    "$@" --help >"$work/help/$name"
}
help unembed-cli "$cli"
# The verbs, as `unembed-cli --help` lists them.
mapfile -t names < <(sed -n '/^Verbs:/,$p' "$work/help/unembed-cli" |
    sed -n 's/^  \([a-z][a-z-]*\)  .*$/\1/p')
((${#names[@]})) || {
    echo "make_cli_docs: no verbs in '$cli --help'" >&2
    exit 1
}
for verb in "${names[@]}"; do
    help "unembed-cli-$verb" "$cli" "$verb"
done

man_page() { # PAGE MARKDOWN
    "$md2man" --name "$1" --version "$version" --date "$date" "$2" "$out/man/$1.1"
    gzip -9n "$out/man/$1.1"
}
man_page unembed-cli "$docs/cli.md"
for verb in "${names[@]}"; do
    [[ -f $docs/cli/$verb.md ]] || {
        echo "make_cli_docs: the verb '$verb' has no page $docs/cli/$verb.md" >&2
        exit 1
    }
    man_page "unembed-cli-$verb" "$docs/cli/$verb.md"
done
# The workbench's page, from its --help.
printf '[SEE ALSO]\n.BR unembed-cli (1)\n' >"$work/see-also"
help2man --no-info --version-string="$version" --section=1 --source="Unembed $version" \
    --manual="Unembed Manual" --name="investigation workbench for text-embedding inversion" \
    --include="$work/see-also" --output="$out/man/unembed.1" "$gui"
gzip -9n "$out/man/unembed.1"

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
