"""deploy/ checked without a Docker engine or a cluster, and without the network.

- The compose file against the Compose Specification's JSON schema, as vendored (offline) by
  the ``check-jsonschema`` package (``check_jsonschema/builtin_schemas/vendor/
  compose-spec.json``, from the compose-spec repository via SchemaStore).
- The Kubernetes manifests against the Kubernetes API's JSON schemas bundled by the
  ``kubernetes-validate`` package, strict (an unknown field is an error), for the oldest
  Kubernetes we support and the newest the package knows.
- The Dockerfile read by the ``dockerfile`` package (BuildKit's own parser).
- What no schema knows: every command an image runs is a real command of ``gamekeeper`` (or of
  uvicorn serving our app) whose arguments parse, probes and health checks ask for routes the
  app has on the port it listens on, and every environment variable set is one the service
  reads, the required ones included.
"""

from __future__ import annotations

import ast
import importlib.metadata
import json
import re
import tomllib
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import click
import dockerfile
import jsonschema
import kubernetes_validate
import pytest
import yaml
from kubernetes_validate.utils import all_versions, latest_version
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from uvicorn.main import main as uvicorn_command

from service.cli import main as gamekeeper_command
from service.cli import openapi_document

ROOT = Path(__file__).parents[2]
DEPLOY = ROOT / "deploy"
COMPOSE = DEPLOY / "compose.yaml"
MANIFESTS = sorted((DEPLOY / "k8s").glob("*.yaml"))
DOCKERFILE = DEPLOY / "Dockerfile"
#: the oldest Kubernetes the manifests are meant for
OLDEST_KUBERNETES = "1.30"
#: read by the service without being in settings.py: set by the image for Python and uv
IMAGE_ENV = {"PATH", "UV_COMPILE_BYTECODE", "UV_LINK_MODE", "UV_NO_DEV"}


@dataclass(frozen=True)
class Container:
    """One container the deploy files run: where it is declared, its command, its env."""

    where: str
    command: list[str]
    env: dict[str, str | None]  # None: taken from a Secret
    ports: list[int]
    probes: list[tuple[str, str, int]]  # (kind, path, port)


def pyproject() -> dict[str, Any]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())


def compose() -> dict[str, Any]:
    return yaml.safe_load(COMPOSE.read_text())


def manifests() -> list[dict[str, Any]]:
    return [doc for path in MANIFESTS for doc in yaml.safe_load_all(path.read_text()) if doc]


def instructions() -> list[dockerfile.Command]:
    return list(dockerfile.parse_file(str(DOCKERFILE)))


def image_command() -> list[str]:
    (cmd,) = [i for i in instructions() if i.cmd == "CMD"]
    assert cmd.json, "CMD must be in exec form: a shell form would not pass signals on"
    return list(cmd.value)


def image_port() -> int:
    (expose,) = [i for i in instructions() if i.cmd == "EXPOSE"]
    return int(expose.value[0].split("/")[0])


def compose_containers() -> list[Container]:
    found = []
    for name, service in compose()["services"].items():
        if "build" not in service:
            continue  # not our image (Redis)
        env = service.get("environment", {})
        assert isinstance(env, dict), "environment as a mapping, for the checks below"
        command = service.get("command", image_command())
        ports = [int(str(p).rsplit(":", 1)[-1]) for p in service.get("ports", [])]
        probes = []
        if "healthcheck" in service:
            test = " ".join(service["healthcheck"]["test"])
            (url,) = re.findall(r"https?://[^'\" )]+", test)
            parts = urlsplit(url)
            probes.append(("healthcheck", parts.path, parts.port or 80))
        found.append(Container(f"compose {name}", command, env, ports, probes))
    return found


def kubernetes_containers() -> list[Container]:
    found = []
    for doc in manifests():
        if doc["kind"] != "Deployment":
            continue
        for c in doc["spec"]["template"]["spec"]["containers"]:
            command = [*c.get("command", image_command()), *c.get("args", [])]
            env = {e["name"]: e.get("value") for e in c.get("env", [])}
            probes = [
                (kind, c[kind]["httpGet"]["path"], int(c[kind]["httpGet"]["port"]))
                for kind in ("livenessProbe", "readinessProbe", "startupProbe")
                if "httpGet" in c.get(kind, {})
            ]
            ports = [p["containerPort"] for p in c.get("ports", [])]
            found.append(
                Container(f"{doc['metadata']['name']}/{c['name']}", command, env, ports, probes)
            )
    return found


CONTAINERS = compose_containers() + kubernetes_containers()


def settings_env_names() -> set[str]:
    """The environment variables the service reads: ``os.environ`` in settings.py, and the
    command line's ``envvar=`` options."""
    names = set()
    settings = ast.parse((ROOT / "service" / "settings.py").read_text())
    for node in ast.walk(settings):
        if isinstance(node, ast.Call) and ast.unparse(node.func) == "os.environ.get":
            names.add(ast.literal_eval(node.args[0]))
        if isinstance(node, ast.Subscript) and ast.unparse(node.value) == "os.environ":
            names.add(ast.literal_eval(node.slice))
    cli = ast.parse((ROOT / "service" / "cli.py").read_text())
    for node in ast.walk(cli):
        if isinstance(node, ast.keyword) and node.arg == "envvar":
            names.add(ast.literal_eval(node.value))
    return names


# --- schemas ----------------------------------------------------------------------------------


def test_the_compose_file_follows_the_compose_specification():
    schema_file = files("check_jsonschema.builtin_schemas.vendor").joinpath("compose-spec.json")
    schema = json.loads(schema_file.read_text())
    validator = jsonschema.validators.validator_for(schema)(schema)
    errors = [f"{e.json_path}: {e.message}" for e in validator.iter_errors(compose())]
    assert not errors


def test_the_compose_schema_is_the_real_one():
    """Guards the test above: the schema refuses what Compose refuses."""
    schema_file = files("check_jsonschema.builtin_schemas.vendor").joinpath("compose-spec.json")
    schema = json.loads(schema_file.read_text())
    validator = jsonschema.validators.validator_for(schema)(schema)
    assert validator.is_valid(compose())
    for service, field, value in (
        ("api", "restart_policy", "always"),  # not a service field
        ("worker", "depends_on", "redis"),  # a list or a mapping
        ("api", "ports", "8000:8000"),  # a list
    ):
        broken = compose()
        broken["services"][service][field] = value
        assert not validator.is_valid(broken), (service, field, value)


@pytest.mark.parametrize("version", [OLDEST_KUBERNETES, latest_version()])
def test_the_kubernetes_manifests_follow_the_kubernetes_schemas(version):
    assert any(v.startswith(OLDEST_KUBERNETES) for v in all_versions())
    docs = manifests()
    assert {doc["kind"] for doc in docs} >= {"Deployment", "Service"}
    for doc in docs:
        try:
            kubernetes_validate.validate(doc, version, strict=True)
        except kubernetes_validate.ValidationError as error:
            pytest.fail(f"{doc['kind']} {doc['metadata']['name']}: {error.message}")


def test_the_kubernetes_schemas_refuse_an_unknown_field():
    (deployment, *_) = [doc for doc in manifests() if doc["kind"] == "Deployment"]
    deployment["spec"]["template"]["spec"]["containers"][0]["livenessprobe"] = {}
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(deployment, OLDEST_KUBERNETES, strict=True)


# --- the image --------------------------------------------------------------------------------


def test_the_image_copies_what_it_builds_from_every_package_and_a_python_we_support():
    copied = {
        source for i in instructions() if i.cmd == "COPY" and not i.flags for source in i.value[:-1]
    }
    for source in copied:
        assert (ROOT / source).exists(), f"COPY {source}: not in the build context"
    packages = pyproject()["tool"]["hatch"]["build"]["targets"]["wheel"]["packages"]
    assert set(packages) <= copied, "a package of the wheel is not copied into the image"
    assert {"pyproject.toml", "uv.lock", "README.md"} <= copied
    (base, *_) = [i.value[0] for i in instructions() if i.cmd == "FROM"]
    python = re.fullmatch(r"python:(\d+\.\d+)[-.\w]*", base)
    assert python, f"FROM {base}: expected an official python image"
    assert python.group(1) + ".0" in SpecifierSet(pyproject()["project"]["requires-python"])


def test_the_builds_use_this_dockerfile_from_the_repository_root():
    for name, service in compose()["services"].items():
        if "build" in service:
            context = (COMPOSE.parent / service["build"]["context"]).resolve()
            assert context == ROOT, name
            assert (context / service["build"]["dockerfile"]).resolve() == DOCKERFILE, name


# --- consistency with the code ----------------------------------------------------------------


def test_there_is_an_api_and_a_worker_in_compose_and_kubernetes():
    for containers in (compose_containers(), kubernetes_containers()):
        assert {c.command[0] for c in containers} == {"uvicorn", "gamekeeper"}


@pytest.mark.parametrize("container", CONTAINERS, ids=lambda c: c.where)
def test_every_command_is_a_real_command_whose_arguments_parse(container, monkeypatch):
    program, *args = container.command
    runtime = {Requirement(r).name for r in pyproject()["project"]["dependencies"]}
    scripts = {e.name: e for e in importlib.metadata.entry_points(group="console_scripts")}
    if program == "gamekeeper":
        assert "gamekeeper" in pyproject()["project"]["scripts"]
        command: click.Command = gamekeeper_command
    else:
        assert program in scripts and scripts[program].dist.name in runtime, program
        assert program == "uvicorn", f"{program}: a command these checks do not know"
        command = uvicorn_command
    for name, value in container.env.items():  # options may come from the environment
        monkeypatch.setenv(name, value if value is not None else "from-a-secret")
    if isinstance(command, click.Group):  # ``gamekeeper worker ...``: the subcommand's
        name, *args = args
        group = command.make_context(program, [name])
        found = command.get_command(group, name)
        assert found is not None, f"{program} has no command {name!r}"
        params = found.make_context(name, args, parent=group).params
    else:
        params = command.make_context(program, args).params
    if program == "uvicorn":
        module, attribute = params["app"].split(":")
        source = ROOT / Path(*module.split(".")).with_suffix(".py")
        assigned = {
            target.id
            for node in ast.parse(source.read_text()).body
            if isinstance(node, ast.Assign)
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        assert attribute in assigned, f"{params['app']}: no such ASGI app"
        assert params["port"] == image_port(), "uvicorn listens where the image says"
        assert not params["access_log"], "the service logs each request itself (JSON)"
        # /metrics counts one process's requests: more processes are more replicas
        assert params["workers"] in (None, 1), "one API process per container"


@pytest.mark.parametrize("container", CONTAINERS, ids=lambda c: c.where)
def test_probes_ask_for_routes_the_app_has_on_the_port_it_listens_on(container):
    paths = openapi_document()["paths"]
    for kind, path, port in container.probes:
        assert "get" in paths.get(path, {}), f"{kind}: no GET {path} in the app"
        assert port == image_port(), f"{kind}: port {port}, the app listens on {image_port()}"
    for port in container.ports:
        assert port == image_port()
    if container.command[0] == "uvicorn":
        assert container.probes, "the API has a health check"


@pytest.mark.parametrize("container", CONTAINERS, ids=lambda c: c.where)
def test_every_environment_variable_is_one_the_service_reads(container):
    known = settings_env_names()
    assert {"REDIS_URL", "GAMEKEEPER_SECRET"} <= known  # the parsing above found them
    unknown = set(container.env) - known - IMAGE_ENV
    assert not unknown, f"{container.where} sets {unknown}, which nothing reads"
    assert "REDIS_URL" in container.env
    if container.command[0] == "uvicorn":
        # several API processes must sign with one secret (settings.load_secret)
        assert "GAMEKEEPER_SECRET" in container.env


def test_every_service_is_started_again_when_it_exits():
    """Issue 28, M3: a worker that exits (Redis gone too long, a crash) and the Redis and API
    containers are started again by compose and by Kubernetes."""
    services = yaml.safe_load(COMPOSE.read_text())["services"]
    for name, service in services.items():
        assert service.get("restart") in ("always", "unless-stopped"), name
    for manifest in MANIFESTS:
        for document in yaml.safe_load_all(manifest.read_text()):
            if document and document["kind"] == "Deployment":
                pod = document["spec"]["template"]["spec"]
                assert pod.get("restartPolicy") == "Always", document["metadata"]["name"]


def test_the_api_reads_x_forwarded_for_itself():
    """Issue 28, L1: uvicorn must not rewrite the peer's address from X-Forwarded-For (its
    default trusts 127.0.0.1, so any local client picks its own rate limit); the service reads
    the header from GAMEKEEPER_TRUSTED_PROXIES only."""
    for container in CONTAINERS:
        if container.command[0] == "uvicorn":
            params = uvicorn_command.make_context("uvicorn", container.command[1:]).params
            assert params["proxy_headers"] is False, container.where
