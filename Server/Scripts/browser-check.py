#!/usr/bin/env python3
"""Opens gateway pages in headless Chromium over the DevTools protocol and checks them.

    browser-check.py --chromium PATH --url URL --expect JSON --screenshots DIR --name NAME

For each window size and colour scheme (360x800 and 1280x900 light, 360x800 dark) it loads URL,
then fails when:
  - an element named in --expect ({"#css-selector": "text"}) is missing or its text differs (a text
    that starts with "re:" is a regular expression the whole text must match),
  - the page ran inline script (every script must come from the gateway),
  - any request went to another origin than URL's,
  - the console logged an error, a script threw, or the browser logged an error (CSP violations
    and failed loads included),
  - any visible text has less than WCAG AA's 4.5:1 contrast with its background.
With --steps (a JSON list of {"click": selector}, {"open": path} and {"expect": {selector: text}})
it then acts as a person would, in the same browser profile, and fails when an expectation is not
met within 30 seconds (the pages' script, its local storage and its redirects included).
It saves a screenshot per pass as DIR/NAME-WIDTH.png (NAME-WIDTH-dark.png for the dark scheme). Only the standard library is used.
"""
import argparse
import base64
import json
import os
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

SIZES = [(360, 800, "light"), (1280, 900, "light"), (360, 800, "dark")]

# The contrast of every element that holds text against the page's background, by WCAG 2's
# relative luminance; the lowest is reported with its element. Colours are computed styles.
CONTRAST = """
(function () {
  function channel(c) { c /= 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); }
  function luminance(color) {
    var parts = color.match(/[0-9.]+/g).map(Number);
    return 0.2126 * channel(parts[0]) + 0.7152 * channel(parts[1]) + 0.0722 * channel(parts[2]);
  }
  function background(element) {
    for (; element; element = element.parentElement) {
      var color = getComputedStyle(element).backgroundColor;
      var parts = color.match(/[0-9.]+/g).map(Number);
      if (parts.length < 4 || parts[3] > 0) { return color; }
    }
    return "rgb(255, 255, 255)";
  }
  var worst = { ratio: 21, element: "" };
  document.querySelectorAll("body *").forEach(function (element) {
    var own = Array.prototype.some.call(element.childNodes, function (node) {
      return node.nodeType === 3 && node.textContent.trim() !== "";
    });
    if (!own || element.closest("svg") || element.closest("[hidden]") || element.offsetParent === null) { return; }
    var a = luminance(getComputedStyle(element).color), b = luminance(background(element));
    var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < worst.ratio) { worst = { ratio: ratio, element: element.tagName + (element.id ? "#" + element.id : "") + (element.className ? "." + element.className : "") }; }
  });
  return JSON.stringify(worst);
})()
"""


class WebSocket:
    """The client side of RFC 6455, text frames only: enough for the DevTools protocol."""

    def __init__(self, url):
        parts = urllib.parse.urlparse(url)
        self.sock = socket.create_connection((parts.hostname, parts.port), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (
            f"GET {parts.path} HTTP/1.1\r\nHost: {parts.hostname}:{parts.port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        self.sock.sendall(request.encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise RuntimeError("the browser closed the DevTools connection")
            response += chunk
        if b" 101 " not in response.split(b"\r\n", 1)[0]:
            raise RuntimeError("the browser refused the DevTools connection")
        self.buffer = response.split(b"\r\n\r\n", 1)[1]

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(1 << 20)
            if not chunk:
                raise RuntimeError("the browser closed the DevTools connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def send(self, text):
        payload = text.encode()
        header = bytes([0x81])
        length = len(payload)
        if length < 126:
            header += bytes([0x80 | length])
        elif length < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack(">H", length)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", length)
        mask = os.urandom(4)
        masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def receive(self):
        message = b""
        while True:
            first, second = self._read(2)
            opcode = first & 0x0F
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            if opcode == 0x8:
                raise RuntimeError("the browser closed the DevTools connection")
            if opcode in (0x9, 0xA):
                continue
            message += payload
            if first & 0x80:
                return message.decode()


class DevTools:
    def __init__(self, url):
        self.socket = WebSocket(url)
        self.next_id = 0
        self.events = []

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.receive())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, method, seconds=30):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    del self.events[index]
                    return event
            self.events.append(json.loads(self.socket.receive()))
        raise RuntimeError(f"no {method} within {seconds} s")


def start_browser(chromium, profile):
    arguments = [
        chromium, "--headless=new", "--remote-debugging-port=0", f"--user-data-dir={profile}", "--no-first-run",
        "--no-default-browser-check", "--disable-gpu", "--disable-extensions", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--hide-scrollbars", "about:blank",
    ]
    if os.geteuid() == 0:
        arguments.insert(1, "--no-sandbox")
    process = subprocess.Popen(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    port_file = os.path.join(profile, "DevToolsActivePort")
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if os.path.exists(port_file):
            lines = open(port_file).read().split()
            if len(lines) >= 1 and lines[0].isdigit():
                return process, int(lines[0])
        if process.poll() is not None:
            raise RuntimeError("chromium exited before it listened")
        time.sleep(0.1)
    raise RuntimeError("chromium did not listen within 60 s")


def page_target(port):
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list") as answer:
            for target in json.load(answer):
                if target.get("type") == "page":
                    return target["webSocketDebuggerUrl"]
        time.sleep(0.1)
    raise RuntimeError("no page target")


def wait_for_texts(tools, expect, seconds=30):
    """Polls the page (it may be loading or redirecting) until every selector reads its text."""
    script = "JSON.stringify({%s})" % ",".join(
        f"{json.dumps(selector)}: (document.querySelector({json.dumps(selector)}) || {{}}).textContent"
        for selector in expect)
    deadline = time.monotonic() + seconds
    found = {}
    while time.monotonic() < deadline:
        try:
            value = tools.call("Runtime.evaluate", expression=script, returnByValue=True)["result"].get("value")
            found = json.loads(value) if value else {}
        except RuntimeError:
            found = {}
        if all(reads(found.get(selector), text) for selector, text in expect.items()):
            return []
        time.sleep(0.05)
    return [f"step: {selector} reads {(found.get(selector) or '').strip()!r}, not {text!r}"
            for selector, text in expect.items() if not reads(found.get(selector), text)]


def reads(actual, text):
    """Whether an element's text (None when it is missing) is `text`, or matches it after "re:"."""
    actual = (actual or "").strip()
    return re.fullmatch(text[3:], actual) is not None if text.startswith("re:") else actual == text


def check(arguments):
    expect = json.loads(arguments.expect)
    origin = "{0.scheme}://{0.netloc}".format(urllib.parse.urlparse(arguments.url))
    failures = []
    os.makedirs(arguments.screenshots, exist_ok=True)
    profile = tempfile.mkdtemp(prefix="gateway-browser-")
    process, port = start_browser(arguments.chromium, profile)
    try:
        tools = DevTools(page_target(port))
        for domain in ("Page", "Network", "Runtime", "Log"):
            tools.call(f"{domain}.enable")
        for width, height, scheme in SIZES:
            tools.events.clear()
            tools.call(
                "Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1,
                mobile=width < 600)
            tools.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])
            label = f"{width} px {scheme}"
            tools.call("Page.navigate", url=arguments.url)
            tools.wait_for("Page.loadEventFired")
            # The deferred script has run by the load event; read what it and the server left.
            script = "JSON.stringify({inline: document.querySelectorAll('script:not([src])').length, texts: %s})" % (
                "{" + ",".join(
                    f"{json.dumps(selector)}: (document.querySelector({json.dumps(selector)}) || {{}}).textContent"
                    for selector in expect) + "}")
            result = tools.call("Runtime.evaluate", expression=script, returnByValue=True)
            found = json.loads(result["result"]["value"])
            if found["inline"]:
                failures.append(f"{label}: {found['inline']} inline script element(s)")
            for selector, text in expect.items():
                actual = found["texts"].get(selector)
                if actual is None:
                    failures.append(f"{label}: {selector} is missing")
                elif not reads(actual, text):
                    failures.append(f"{label}: {selector} reads {actual.strip()!r}, not {text!r}")
            contrast = json.loads(
                tools.call("Runtime.evaluate", expression=CONTRAST, returnByValue=True)["result"]["value"])
            if contrast["ratio"] < 4.5:
                failures.append(f"{label}: text contrast {contrast['ratio']:.2f}:1 on {contrast['element']} (AA needs 4.5:1)")
            shot = tools.call("Page.captureScreenshot", format="png", captureBeyondViewport=True)
            suffix = "" if scheme == "light" else f"-{scheme}"
            path = os.path.join(arguments.screenshots, f"{arguments.name}-{width}{suffix}.png")
            with open(path, "wb") as file:
                file.write(base64.b64decode(shot["data"]))
            for event in tools.events:
                method, params = event.get("method"), event.get("params", {})
                if method == "Network.requestWillBeSent":
                    url = params["request"]["url"]
                    if not (url.startswith(origin + "/") or url == origin or url.startswith("data:")):
                        failures.append(f"{label}: a request to another origin: {url}")
                elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                    failures.append(f"{label}: console error: {params.get('args')}")
                elif method == "Runtime.exceptionThrown":
                    failures.append(f"{label}: script error: {params['exceptionDetails'].get('text')}")
                elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                    failures.append(f"{label}: browser error: {params['entry'].get('text')} {params['entry'].get('url', '')}")
        for step in json.loads(arguments.steps):
            if "click" in step:
                found = tools.call(
                    "Runtime.evaluate", returnByValue=True,
                    expression=f"(function (e) {{ if (!e) return false; e.click(); return true; }})"
                    f"(document.querySelector({json.dumps(step['click'])}))")
                if not found["result"].get("value"):
                    failures.append(f"step: nothing to click at {step['click']}")
            elif "open" in step:
                tools.call("Page.navigate", url=origin + step["open"])
            elif "expect" in step:
                failures += wait_for_texts(tools, step["expect"])
        for event in tools.events:
            if event.get("method") == "Runtime.exceptionThrown":
                failures.append(f"steps: script error: {event['params']['exceptionDetails'].get('text')}")
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        shutil.rmtree(profile, ignore_errors=True)
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--url", required=True)
    parser.add_argument("--expect", default="{}")
    parser.add_argument("--steps", default="[]")
    parser.add_argument("--screenshots", required=True)
    parser.add_argument("--name", required=True)
    arguments = parser.parse_args()
    failures = check(arguments)
    for failure in failures:
        print(failure)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
