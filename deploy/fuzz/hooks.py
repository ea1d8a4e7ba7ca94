"""Schemathesis hooks for fuzzing the ZRM gateway (loaded through SCHEMATHESIS_HOOKS by run.sh).

- Authentication: an admin staff user signs in through the API (password, then the one-time
  code read from the sandbox mail sink) before the first authenticated case. Cases of
  `POST /auth/logout` use tokens of their own (other staff accounts, signed in again after each
  successful logout), so logging out never revokes the token every other case uses.
- `personal-id`: the document's format of a lead applicant's personal identity number (a valid
  Swedish personnummer or Norwegian fødselsnummer of the lead's country); generated here, since
  no JSON Schema keyword can state a check digit, and `before_call` matches a lead's country to
  its numbers.
- The check `error_body`: every error response (4xx, 5xx) is the JSON `{"detail": string,
  "request_id": string}` (plus `field` on validation errors).
- `ast.parse` takes turns: hypothesis parses the source of the filters it describes, and
  CPython 3.11's AST constructor keeps its recursion depth per interpreter, not per thread, so
  two workers parsing at once fail with "AST constructor recursion depth mismatch"
  (CPython gh-106905, fixed in 3.12); seen on `POST /message/by-customer`'s coverage phase.
"""

from __future__ import annotations

import ast
import base64
import datetime as dt
import ipaddress
import os
import re
import threading
import time
import urllib.parse

import requests
import schemathesis
from hypothesis import strategies as st
from requests.adapters import HTTPAdapter
from schemathesis.transport import requests as transport

_AST_PARSE = ast.parse
_AST_LOCK = threading.Lock()


def _parse_in_turn(*args, **kwargs):
    with _AST_LOCK:
        return _AST_PARSE(*args, **kwargs)


ast.parse = _parse_in_turn

SAVED_CONVERSATIONS = "/message/conversations"
GATEWAY = os.environ.get("ZRM_FUZZ_GATEWAY_URL", "http://127.0.0.1:8080").rstrip("/")
SANDBOX = os.environ.get("ZRM_FUZZ_SANDBOX_URL", "http://127.0.0.1:8090").rstrip("/")
# Every case but logout runs as this admin (one sign-in per run). Sign-ins are limited to 10 per
# account and 30 per client address in 15 minutes.
ACCOUNT = (
    os.environ.get("ZRM_FUZZ_EMAIL", "admin@zrm.example"),
    os.environ.get("ZRM_FUZZ_PASSWORD", "demo-admin-1"),
)
# Logout cases sign in as these staff accounts in turn (logout admits any staff). Not Erik: the
# stack and browser tests of the same run sign him in eight times, and the gateway counts every
# sign-in of an account (successful ones too, until issue 12 makes it count failures only).
LOGOUT_ACCOUNTS = [
    ("anna.online@zrm.example", "demo-online-1"),
    ("maja.team@zrm.example", "demo-team-1"),
    ("admin@zrm.example", "demo-admin-1"),
]
CODE_LINE = re.compile(r"Your one-time code:\s*(\S+)")
LOGOUT = "/auth/logout"
# The providers' webhooks take the HTTP Basic credentials of their URLs, not a person's token:
# those of the stack's gateway (deploy/lib/stack.sh).
WEBHOOKS = r"^/webhooks/46elks/"
# The signed-in customer's own routes of My Pages take a customer's session.
CUSTOMER_ROUTES = r"^/my-pages/(me|consents)$"
ELKS46_WEBHOOK = (
    os.environ.get("ZRM_FUZZ_ELKS46_WEBHOOK_USERNAME", "46elks"),
    os.environ.get("ZRM_FUZZ_ELKS46_WEBHOOK_PASSWORD", "sandbox-46elks-webhook-password"),
)

# When the gateway is on loopback, the fuzzer's requests leave from 127.0.0.2 and the sign-ins
# below from 127.0.0.3: the fuzzed sign-in attempts fill the per-address rate-limit bucket of
# their own address only, neither the one of the sign-ins this run needs nor the one of the other
# test suites (127.0.0.1). Empty values keep the default address.
SOURCE_ADDRESS = os.environ.get("ZRM_FUZZ_SOURCE_ADDRESS", "127.0.0.2")
SIGN_IN_SOURCE_ADDRESS = os.environ.get("ZRM_FUZZ_SIGN_IN_SOURCE_ADDRESS", "127.0.0.3")


def _is_loopback(url: str) -> bool:
    host = urllib.parse.urlsplit(url).hostname or ""
    try:
        return host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class _SourceAddressAdapter(HTTPAdapter):
    def __init__(self, address: str):
        self._address = address
        super().__init__()

    def init_poolmanager(self, *args, **kwargs):
        kwargs["source_address"] = (self._address, 0)
        super().init_poolmanager(*args, **kwargs)


if SOURCE_ADDRESS and _is_loopback(GATEWAY):
    # Every request schemathesis sends goes through a session of this class (pinned version).
    _session_init = transport.SameHostRedirectsSession.__init__

    def _bound_session_init(self, *args, **kwargs):
        _session_init(self, *args, **kwargs)
        self.mount("http://", _SourceAddressAdapter(SOURCE_ADDRESS))

    transport.SameHostRedirectsSession.__init__ = _bound_session_init

_sign_ins = requests.Session()
if SIGN_IN_SOURCE_ADDRESS and _is_loopback(GATEWAY):
    _sign_ins.mount(GATEWAY, _SourceAddressAdapter(SIGN_IN_SOURCE_ADDRESS))

_sign_in_lock = threading.RLock()
SIGN_INS: dict[str, int] = {}


def _mailed_codes(email: str, since: dt.datetime) -> list[str]:
    """Codes mailed to `email` since `since`, newest first."""
    response = requests.get(f"{SANDBOX}/mail/api/messages", params={"to": email}, timeout=10)
    response.raise_for_status()
    codes = []
    for mail in response.json()["items"]:
        received = dt.datetime.fromisoformat(mail["received_at"].replace("Z", "+00:00"))
        match = CODE_LINE.search(mail.get("text") or "")
        if received >= since and match:
            codes.append(match.group(1))
    return codes


def sign_in(account: tuple[str, str]) -> str:
    """A fresh access token of `account` (e-mail, password). Codes mailed since the start are
    tried newest first, so a sign-in of the same account elsewhere at the same moment cannot make
    this one fail."""
    email, password = account
    with _sign_in_lock:
        since = dt.datetime.now(dt.timezone.utc) - dt.timedelta(seconds=1)
        response = _sign_ins.post(
            f"{GATEWAY}/employee/login", json={"email": email, "password": password}, timeout=10
        )
        if response.status_code != 200:
            raise RuntimeError(f"sign-in of {email} failed: {response.status_code} {response.text}")
        session_id = response.json()["session_id"]
        tried: set[str] = set()
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            for code in _mailed_codes(email, since):
                if code in tried:
                    continue
                tried.add(code)
                validated = _sign_ins.post(
                    f"{GATEWAY}/employee/login/validate",
                    json={"session_id": session_id, "otp": code},
                    timeout=10,
                )
                if validated.status_code == 200:
                    SIGN_INS[email] = SIGN_INS.get(email, 0) + 1
                    return validated.json()["token"]
            time.sleep(0.1)
        raise RuntimeError(f"no working one-time code mailed to {email}")


# Only logout revokes a token, and it has its own: a 401 elsewhere is the answer under test (the
# coverage phase sends bad credentials on purpose), never a reason to sign in again.
@schemathesis.auth(refresh_interval=3600, retry_on=[]).skip_for(
    path_regex=f"^{re.escape(LOGOUT)}$|{WEBHOOKS}|{CUSTOMER_ROUTES}"
)
class AdminToken:
    """One admin token for every case but logout and the providers' webhooks."""

    def get(self, case, context):
        return sign_in(ACCOUNT)

    def set(self, case, data, context):
        case.headers = case.headers or {}
        case.headers["Authorization"] = f"Bearer {data}"


_logout_token: dict[str, str | None] = {"current": None}


@schemathesis.auth(refresh_interval=None, retry_on=[]).apply_to(path=LOGOUT)
class LogoutToken:
    """Logging out revokes the token it is called with, so logout cases share a token of their own
    until one of them succeeds (`after_call` below), then the next signs in again."""

    def get(self, case, context):
        with _sign_in_lock:
            if _logout_token["current"] is None:
                account = LOGOUT_ACCOUNTS[sum(SIGN_INS.values()) % len(LOGOUT_ACCOUNTS)]
                _logout_token["current"] = sign_in(account)
            return _logout_token["current"]

    def set(self, case, data, context):
        case.headers = case.headers or {}
        case.headers["Authorization"] = f"Bearer {data}"


def customer_sign_in() -> str:
    """A customer's session, signed in with BankID (Sweden) as the sandbox's simulated app does:
    the order started, its QR code scanned, approved, the ticket exchanged."""
    nine = "850505123"
    pni = f"19{nine}{_luhn_digit(nine)}"
    started = requests.post(
        f"{GATEWAY}/my-pages/id-login",
        json={
            "country": "SE",
            "product": "blanco",
            "callback_url": f"{_MY_PAGES}/auth/callback",
            "callback_fail_url": f"{_MY_PAGES}/auth/failed",
        },
        timeout=10,
    )
    started.raise_for_status()
    ticket = started.json()
    scanned = requests.post(
        f"{SANDBOX}/sandbox/bankid/scan", json={"qr_data": ticket["qr_code_content"]}, timeout=10
    )
    scanned.raise_for_status()
    order_ref = scanned.json()["order_ref"]
    requests.post(
        f"{SANDBOX}/sandbox/bankid/orders/{order_ref}/approve", json={"personal_number": pni}, timeout=10
    ).raise_for_status()
    requests.get(
        f"{GATEWAY}/my-pages/id-login/qr-code", params={"ticket_id": ticket["ticket_id"]}, timeout=10
    ).raise_for_status()
    session = requests.post(
        f"{GATEWAY}/my-pages/id-login/exchange", json={"ticket_id": ticket["ticket_id"]}, timeout=10
    )
    session.raise_for_status()
    return session.json()["token"]


@schemathesis.auth(refresh_interval=1200, retry_on=[]).apply_to(path_regex=CUSTOMER_ROUTES)
class CustomerToken:
    """A customer's session for their own routes (sessions last 30 minutes)."""

    def get(self, case, context):
        return customer_sign_in()

    def set(self, case, data, context):
        case.headers = case.headers or {}
        case.headers["Authorization"] = f"Bearer {data}"


@schemathesis.auth(refresh_interval=None, retry_on=[]).apply_to(path_regex=WEBHOOKS)
class Elks46Webhook:
    """46elks' credentials, as it sends them from the webhook URLs it was given."""

    def get(self, case, context):
        return ELKS46_WEBHOOK

    def set(self, case, data, context):
        user, password = data
        token = base64.b64encode(f"{user}:{password}".encode()).decode()
        case.headers = case.headers or {}
        case.headers["Authorization"] = f"Basic {token}"


@schemathesis.hook
def after_call(context, case, response):
    # A saved chat dock follows its employee into every later session: the generated windows
    # would sit over the pages of the browser tests that sign in as the same account.
    if (
        case.operation.path == SAVED_CONVERSATIONS
        and case.operation.method.upper() == "POST"
        and response.status_code == 200
    ):
        requests.post(
            f"{GATEWAY}{SAVED_CONVERSATIONS}",
            json={"conversations": []},
            headers={"Authorization": (case.headers or {}).get("Authorization", "")},
            timeout=15,
        )
    if case.operation.path == LOGOUT and response.status_code == 204:
        sent = (case.headers or {}).get("Authorization", "")
        with _sign_in_lock:
            if _logout_token["current"] and sent == f"Bearer {_logout_token['current']}":
                _logout_token["current"] = None


# Personal identity numbers -------------------------------------------------------------------


def _luhn_digit(digits: str) -> int:
    total = 0
    for index, char in enumerate(digits):
        value = int(char) * (2 if index % 2 == 0 else 1)
        total += value - 9 if value > 9 else value
    return (10 - total % 10) % 10


def _mod11_digit(digits: str, weights: tuple[int, ...]) -> int | None:
    digit = 11 - sum(int(d) * w for d, w in zip(digits, weights)) % 11
    return {11: 0, 10: None}.get(digit, digit)


_NO_FIRST = (3, 7, 6, 1, 8, 9, 4, 5, 2)
_NO_SECOND = (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)


def _norwegian_controls(first_nine: str) -> str | None:
    first = _mod11_digit(first_nine, _NO_FIRST)
    if first is None:
        return None
    second = _mod11_digit(first_nine + str(first), _NO_SECOND)
    return None if second is None else f"{first}{second}"


@st.composite
def swedish_personal_id(draw) -> str:
    """A personnummer `YYYYMMDD-NNNC` or `YYYYMMDDNNNC` with its Luhn check digit."""
    born = draw(st.dates(min_value=dt.date(1920, 1, 1), max_value=dt.date(2005, 12, 31)))
    serial = draw(st.integers(min_value=0, max_value=999))
    body = f"{born:%y%m%d}{serial:03d}"
    separator = draw(st.sampled_from(["-", ""]))
    return f"{born:%Y%m%d}{separator}{serial:03d}{_luhn_digit(body)}"


def _norwegian_from(born: dt.date, individual: int) -> str | None:
    first_nine = f"{born:%d%m%y}{individual:03d}"
    controls = _norwegian_controls(first_nine)
    return None if controls is None else first_nine + controls


# A fødselsnummer `DDMMYYIIIKK` of the 1900s (individual number 000-499); about one draw in six
# has no valid control digits and is drawn again.
norwegian_personal_id = st.builds(
    _norwegian_from,
    st.dates(min_value=dt.date(1920, 1, 1), max_value=dt.date(1999, 12, 31)),
    st.integers(min_value=0, max_value=499),
).filter(lambda pni: pni is not None)


def _country_of(pni: object) -> str | None:
    """`SE` or `NO` for a number these strategies make (checked in full), else None."""
    if not isinstance(pni, str):
        return None
    if re.fullmatch(r"\d{8}-?\d{4}", pni):
        digits = pni.replace("-", "")[2:]
        return "SE" if _luhn_digit(digits[:9]) == int(digits[9]) else None
    if re.fullmatch(r"\d{11}", pni):
        return "NO" if _norwegian_controls(pni[:9]) == pni[9:] else None
    return None


schemathesis.openapi.format("personal-id", st.one_of(swedish_personal_id(), norwegian_personal_id))


def _match_country(body):
    """A lead's personal ids must be of its country, which no schema keyword can tie together:
    when the country is valid and every id is a valid one of either country, the country (and a
    co-applicant of the other country) is made to match the applicant. Nothing invalid is made
    valid: an invalid country or id is left as it is."""
    if not isinstance(body, dict) or str(body.get("country", "")).upper() not in ("SE", "NO"):
        return
    data = body.get("data")
    applicant = data.get("applicant") if isinstance(data, dict) else None
    if not isinstance(applicant, dict):
        return
    country = _country_of(applicant.get("pni"))
    if country is None:
        return
    co_applicant = data.get("co_applicant")
    if isinstance(co_applicant, dict) and "pni" in co_applicant:
        co_country = _country_of(co_applicant["pni"])
        if co_country is None:
            return
        if co_country != country:
            co_applicant["pni"] = applicant["pni"]
    body["country"] = country


def _match_customer_country(body):
    """A customer's personal id must be of its country: when the country is valid and the id is a
    valid one of either country, the country is made to match it (nothing invalid is made
    valid)."""
    if not isinstance(body, dict) or body.get("country") not in ("SE", "NO"):
        return
    country = _country_of(body.get("pni"))
    if country is not None:
        body["country"] = country


# A document's content must be a PDF, PNG or JPEG file (kdlt reads its first bytes), which no
# schema keyword says: the uploaded file is replaced by a small PDF. Every schema-level variation
# (customer id, document type, missing fields) is left as generated.
_SMALL_PDF = b"%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"


def _body_is_positive(case) -> bool:
    """Whether the case's body was generated to fit the schema (a negative body stays as it is)."""
    meta = getattr(case, "meta", None)
    components = getattr(meta, "components", None) or {}
    for location, info in components.items():
        if str(getattr(location, "value", location)) == "body":
            return str(getattr(info, "mode", "")) == "positive"
    return meta is None


def _real_file(case):
    body = case.body
    if not isinstance(body, dict) or "file" not in body or not _body_is_positive(case):
        return
    if body["file"] is None or isinstance(body["file"], (bool, int, float, list, dict)):
        return
    body["file"] = _SMALL_PDF


# A customer's sign-in returns the browser to pages of the customer area, whose origins are the
# gateway's configuration, not the document's: a positive body's pages become the test stack's
# My Pages (every other part of the case, country and product included, is left as generated).
_MY_PAGES = os.environ.get("ZRM_FUZZ_MYPAGES_URL", "http://127.0.0.1:3101").rstrip("/")


def _customer_area_pages(case):
    body = case.body
    if not isinstance(body, dict) or not _body_is_positive(case):
        return
    for field, page in (("callback_url", "/auth/callback"), ("callback_fail_url", "/auth/failed")):
        if isinstance(body.get(field), str):
            body[field] = _MY_PAGES + page


# Accounts this run signs in with. Schemathesis reuses values seen in responses (the e-mail
# addresses of `GET /employee/all`) as inputs, so it would try them on the login routes, and
# every attempt counts against the account's sign-in limit (10 in 15 minutes): such a case gets
# another address of the same shape instead, which is just as valid and names no account.
# The stack and browser tests of the same run sign in as these too.
_TESTED_ACCOUNTS = {"partner@bank.example", "erik.sales@zrm.example", "jonas.kdlt@zrm.example"}
_OWN_ACCOUNTS = {email for email, _ in [ACCOUNT, *LOGOUT_ACCOUNTS]} | _TESTED_ACCOUNTS
_LOGIN_FIELDS = {"/employee/login": "email", "/bank/login": "username"}


def _spare_own_account(body, field: str) -> None:
    if not isinstance(body, dict) or not isinstance(body.get(field), str):
        return
    if body[field].strip().lower() in _OWN_ACCOUNTS:
        body[field] = "not." + body[field].strip()


@schemathesis.hook
def before_call(context, case, kwargs):
    # Every phase's cases pass here (the coverage phase does not run the generation hooks).
    method, path = case.method.upper(), case.operation.path
    if (method, path) == ("POST", "/lead/create"):
        _match_country(case.body)
    if (method, path) == ("POST", "/customer/create"):
        _match_customer_country(case.body)
    if (method, path) in (
        ("POST", "/document/save"),
        ("POST", "/application/documents/{application_id}"),
        ("POST", "/message/attachments/upload"),
    ):
        _real_file(case)
    if (method, path) == ("POST", "/my-pages/id-login"):
        _customer_area_pages(case)
    if method == "POST" and path in _LOGIN_FIELDS:
        _spare_own_account(case.body, _LOGIN_FIELDS[path])


# Checks -------------------------------------------------------------------------------------


@schemathesis.check
def error_body(ctx, response, case):
    """Every 4xx/5xx answer is `{"detail": string, "request_id": string}` (`field` optional)."""
    if response.status_code < 400:
        return None
    try:
        body = response.json()
    except ValueError as error:
        raise AssertionError(
            f"{response.status_code} error body is not JSON: {response.text[:200]!r}"
        ) from error
    if not isinstance(body, dict):
        raise AssertionError(f"{response.status_code} error body is not an object: {body!r}")
    for key in ("detail", "request_id"):
        if not isinstance(body.get(key), str) or not body[key]:
            raise AssertionError(
                f"{response.status_code} error body lacks a non-empty string `{key}`: {body!r}"
            )
    if "field" in body and not isinstance(body["field"], str):
        raise AssertionError(f"{response.status_code} error body `field` is not a string: {body!r}")
    return None
