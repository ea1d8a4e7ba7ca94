"""Lints, renders and validates helm/zrm offline (no cluster, no helm binary).

helm-python-sdk bundles Helm as a library (lint + render); kubernetes-validate checks
the rendered objects against the Kubernetes OpenAPI schemas. Run by deploy/helm-check.sh.
"""

import subprocess
import sys
from pathlib import Path

import helm_python
import yaml

KUBE_VERSION = "1.30.0"
ROOT = Path(__file__).resolve().parents[2]
CHART = ROOT / "helm" / "zrm"
OUT = ROOT / "deploy" / ".run" / "helm"
SERVICES = ["core", "kdlt", "insurance", "messaging", "notifications", "dialler"]
APPS = ["backoffice", "mypages", "bank"]


def fail(message: str) -> None:
    print(f"helm-check: {message}", file=sys.stderr)
    sys.exit(1)


def render(values: dict) -> list[dict]:
    chart = helm_python.Chart.load(str(CHART))
    manifests = chart.render(values, name="zrm", namespace="zrm", is_install=True)
    docs = []
    for path, text in sorted(manifests.items()):
        if path.endswith("NOTES.txt"):
            continue
        docs.extend(doc for doc in yaml.safe_load_all(text) if doc)
    return docs


def env_of(deployment: dict) -> dict:
    container = deployment["spec"]["template"]["spec"]["containers"][0]
    return {item["name"]: item for item in container.get("env", [])}


def check_objects(docs: list[dict]) -> None:
    by_kind: dict[str, dict[str, dict]] = {}
    for doc in docs:
        by_kind.setdefault(doc["kind"], {})[doc["metadata"]["name"]] = doc
    deployments = by_kind.get("Deployment", {})
    expected = [f"zrm-{name}" for name in SERVICES + ["gateway", "sandbox"] + APPS]
    missing = sorted(set(expected) - set(deployments))
    if missing:
        fail(f"missing Deployments: {missing}")
    for name in SERVICES:
        deployment = deployments[f"zrm-{name}"]
        container = deployment["spec"]["template"]["spec"]["containers"][0]
        if "grpc" not in container["readinessProbe"]:
            fail(f"{name}: readiness is not a gRPC health probe")
        env = env_of(deployment)
        prefix = f"ZRM_{name.upper()}__"
        strangers = [key for key in env if not key.startswith(prefix)]
        if strangers:
            fail(f"{name}: variables of another process: {strangers}")
        if env[prefix + "GRPC__LISTEN"]["value"].split(":")[0] != "0.0.0.0":
            fail(f"{name}: gRPC must listen on all interfaces in a pod")
        if f"zrm-{name}" not in by_kind.get("Service", {}):
            fail(f"{name}: no Service")
    gateway = deployments["zrm-gateway"]
    container = gateway["spec"]["template"]["spec"]["containers"][0]
    if container["livenessProbe"]["httpGet"]["path"] != "/healthz":
        fail("gateway liveness must be /healthz")
    if container["readinessProbe"]["httpGet"]["path"] != "/readyz":
        fail("gateway readiness must be /readyz")
    env = env_of(gateway)
    for name in SERVICES:
        url = env[f"ZRM_GATEWAY__SERVICES__{name.upper()}__URL"]["value"]
        if not url.startswith(f"http://zrm-{name}:"):
            fail(f"gateway: wrong URL for {name}: {url}")
    if "zrm-gateway" not in by_kind.get("HorizontalPodAutoscaler", {}):
        fail("gateway: no HorizontalPodAutoscaler")
    secret = by_kind.get("Secret", {}).get("zrm-secrets")
    if secret is None:
        fail("no Secret")
    url = secret["stringData"]["database-url-core"]
    if url != "postgres://zrm:s3cret%2Fwith%3Achars@postgres.db.svc:5432/zrm_core?sslmode=require":
        fail(f"unexpected core database URL: {url}")
    print(f"helm-check: {len(docs)} objects, {len(deployments)} Deployments look right")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    values = yaml.safe_load((CHART / "ci" / "check-values.yaml").read_text())

    report = helm_python.lint(str(CHART), values, strict=True, kube_version=f"v{KUBE_VERSION}")
    problems = [m for m in report.get("messages", []) if m.get("severity", 0) >= 2]
    for message in report.get("messages", []):
        print(f"lint: {message}")
    if problems or report.get("errors"):
        fail(f"helm lint --strict found problems: {problems or report.get('errors')}")

    # Without the required values the chart must refuse to render.
    try:
        render({})
        fail("rendering without rabbitmq.url / redis.url / secrets.jwtSecret should fail")
    except helm_python.HelmError as error:
        print(f"helm-check: refuses missing values as expected ({str(error).splitlines()[0][:120]})")

    docs = render(values)
    check_objects(docs)
    rendered = OUT / "rendered.yaml"
    rendered.write_text(yaml.safe_dump_all(docs, sort_keys=False))

    external = dict(values, secrets={"existingSecret": "zrm-external"})
    external_docs = render(external)
    if any(doc["kind"] == "Secret" for doc in external_docs):
        fail("with secrets.existingSecret the chart must not create a Secret")
    production = dict(values, sandbox={"enabled": False}, ingress={"enabled": False})
    production_docs = render(production)
    messaging = next(d for d in production_docs if d["kind"] == "Deployment" and d["metadata"]["name"] == "zrm-messaging")
    smtp_password = env_of(messaging).get("ZRM_MESSAGING__SMTP__PASSWORD", {})
    if smtp_password.get("valueFrom", {}).get("secretKeyRef", {}).get("key") != "smtp-password":
        fail("messaging: the SMTP password must come from the Secret when the sandbox is off")
    if any(d["metadata"]["name"] == "zrm-sandbox" for d in production_docs):
        fail("the sandbox must not be deployed unless enabled")

    variants = {
        "rendered-existing-secret.yaml": external_docs,
        "rendered-production.yaml": production_docs,
    }
    for file_name, variant in variants.items():
        (OUT / file_name).write_text(yaml.safe_dump_all(variant, sort_keys=False))
    for path in [rendered] + [OUT / name for name in variants]:
        result = subprocess.run(
            [sys.executable, "-m", "kubernetes_validate", "--strict", "--quiet", "-k", KUBE_VERSION, str(path)],
            capture_output=True,
            text=True,
        )
        if result.returncode != 0:
            fail(f"kubernetes-validate rejected {path}:\n{result.stdout}{result.stderr}")
        print(f"helm-check: {path.name} valid against Kubernetes {KUBE_VERSION} (strict)")
    print(f"helm-check: ok (rendered manifests in {OUT})")


if __name__ == "__main__":
    main()
