"""Headless Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe: file descriptors 3 and 4,
messages ended by NUL), for the scripts that check layoutviz's pages in a real browser. Needs nothing but Python and
Debian's `chromium`.

    from devtools import DevTools, chromium
    browser = DevTools(chromium())
    browser.call("Page.navigate", url="file:///tmp/card.svg")
    browser.wait_for("document.readyState === 'complete'")
"""
import base64
import json
import os
import shutil
import subprocess
import tempfile
import time


def chromium():
    """The Chromium executable, or None when it is not installed."""
    return shutil.which("chromium") or shutil.which("chromium-browser")


class DevTools:
    """One Chromium process and a page session on it."""

    def __init__(self, executable):
        self.profile = tempfile.mkdtemp(prefix="layoutviz-chromium-")
        to_chrome_read, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_write = os.pipe()
        self.process = subprocess.Popen(
            [executable, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
             "--hide-scrollbars", "--no-first-run", "--user-data-dir=" + self.profile, "about:blank"],
            close_fds=False, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=lambda: self.connect_pipes(to_chrome_read, from_chrome_write))
        os.close(to_chrome_read)
        os.close(from_chrome_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None
        targets = self.call("Target.getTargets")["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        self.session = self.call("Target.attachToTarget", targetId=page["targetId"], flatten=True)["sessionId"]

    @staticmethod
    def connect_pipes(reading, writing):
        """In the child: Chromium reads commands on descriptor 3 and writes replies on 4."""
        os.dup2(reading, 100)
        os.dup2(writing, 101)
        os.dup2(100, 3)
        os.dup2(101, 4)

    def call(self, method, **params):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if self.session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def receive(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_chrome, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def evaluate(self, expression):
        return self.call("Runtime.evaluate", expression=expression, returnByValue=True)["result"].get("value")

    def wait_for(self, expression, timeout=20):
        """Evaluates `expression` in the page until it is truthy; its value, or None after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.005)
        return None

    def click(self, x, y):
        """A left click at (x, y) in the page's CSS pixels."""
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        try:
            self.session = None
            self.call("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def click_preview_view(browser, name):
    """On layoutviz's preview page, clicks the middle of the view named `name` (found in the page's inspector
    data) and waits for the selection."""
    point = browser.evaluate("""(() => {
        const svg = document.querySelector('#picture svg'), data = window.layoutviz.inspection;
        const [x, y, w, h] = data.views.find(v => v.name === %s).frame;
        const p = new DOMPoint(x + data.padding + w / 2, y + data.padding + h / 2).matrixTransform(svg.getScreenCTM());
        return [p.x, p.y]; })()""" % json.dumps(name))
    browser.click(point[0], point[1])
    browser.wait_for("document.body.dataset.selected === %s" % json.dumps(name))
