#!/usr/bin/env bash
# `just helm-check`: lints, renders and validates helm/zrm offline (no cluster, no helm
# binary): helm-python-sdk (Helm as a library, needs Python >= 3.12) renders the chart
# with helm/zrm/ci/check-values.yaml and two variants; kubernetes-validate checks every
# object against the Kubernetes 1.30 schemas (strict); deploy/helm/check.py adds checks
# of the chart's own rules. The tools go into a venv in the cache directory.
# Without Python >= 3.12 it falls back to a `helm` binary when there is one, else says
# so and exits 0 with nothing checked (ZRM_HELM_CHECK_REQUIRED=1 makes that an error).
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

setup_cache
CHART="$ZRM_ROOT/helm/zrm"
VENV="${ZRM_CACHE_DIR:-$ZRM_RUN_DIR}/helm-venv"

# A Python >= 3.12: on PATH, or a pyenv version.
find_python() {
    local candidate version
    for candidate in python3.14 python3.13 python3.12 python3; do
        if "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null; then
            command -v "$candidate"
            return 0
        fi
    done
    if have pyenv; then
        version=$(pyenv versions --bare 2>/dev/null | grep -E '^3\.(1[2-9])(\.[0-9]+)?$' | sort -V | tail -n 1)
        if [[ -n "$version" ]]; then
            printf '%s/versions/%s/bin/python\n' "$(pyenv root)" "$version"
            return 0
        fi
    fi
    return 1
}

ensure_venv() {
    local python=$1
    if [[ -x "$VENV/bin/python" ]] && "$VENV/bin/python" -c 'import helm_python, kubernetes_validate, yaml' 2>/dev/null; then
        return 0
    fi
    info "creating $VENV (helm-python-sdk, kubernetes-validate, PyYAML)"
    rm -rf "$VENV"
    "$python" -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check \
        'helm-python-sdk==0.2.*' 'kubernetes-validate>=1.30' 'PyYAML>=6'
}

with_helm_binary() {
    info "no Python >= 3.12: using the helm binary"
    helm lint --strict -f "$CHART/ci/check-values.yaml" "$CHART"
    mkdir -p "$ZRM_RUN_DIR/helm"
    helm template zrm "$CHART" -f "$CHART/ci/check-values.yaml" >"$ZRM_RUN_DIR/helm/rendered.yaml"
    if python3 -m kubernetes_validate --help >/dev/null 2>&1; then
        python3 -m kubernetes_validate --strict --quiet -k 1.30.0 "$ZRM_RUN_DIR/helm/rendered.yaml"
    else
        warn "kubernetes-validate not installed: rendered but not validated"
    fi
}

if python=$(find_python); then
    ensure_venv "$python"
    "$VENV/bin/python" "$ZRM_DEPLOY/helm/check.py"
elif have helm; then
    with_helm_binary
else
    msg="cannot check the chart: no Python >= 3.12 (for helm-python-sdk) and no helm binary"
    [[ "${ZRM_HELM_CHECK_REQUIRED:-0}" == 1 ]] && die "$msg"
    warn "$msg; nothing checked"
fi
