"""A small W3C WebDriver client over Python's standard library, for the
measurement scripts: Debian's chromedriver and headless Chromium, started
the way the browser tests start them (Tests/WebClientTests/WebDriver.swift).
Only the handful of commands the scripts use; no package to install.
"""

import json
import os
import re
import shutil
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")


class WebDriverError(Exception):
    """A command the browser refused, with the command and the driver's message."""


class Browser:
    """One headless Chromium behind its own chromedriver; `quit()` stops both."""

    def __init__(self, width=1000, height=1200):
        for tool in (CHROMIUM, CHROMEDRIVER):
            if not os.path.exists(tool):
                raise WebDriverError(f"{tool} is missing; bash Scripts/setup.sh installs chromium and chromium-driver")
        self.profile = tempfile.mkdtemp(prefix="measure-web-")
        log = open(os.path.join(self.profile, "chromedriver.log"), "w+")
        self.driver = subprocess.Popen([CHROMEDRIVER, "--port=0"], stdout=log, stderr=subprocess.DEVNULL)
        port = None
        for _ in range(600):  # until chromedriver says its port (at most a minute)
            log.seek(0)
            found = re.search(r"started successfully on port (\d+)", log.read())
            if found:
                port = found.group(1)
                break
            if self.driver.poll() is not None:
                break
            time.sleep(0.1)
        if port is None:
            self.driver.kill()
            raise WebDriverError("chromedriver did not say its port")
        self.base = f"http://127.0.0.1:{port}"
        options = {
            "binary": CHROMIUM,
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--mute-audio",
                "--force-device-scale-factor=1", "--font-render-hinting=none", f"--window-size={width},{height}",
                "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1", "--lang=en-GB",
                f"--user-data-dir={os.path.join(self.profile, 'profile')}",
            ],
        }
        answer = self._send("POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": options}}})
        self.session = answer["value"]["sessionId"]

    def _send(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=180) as response:
                return json.load(response)
        except urllib.error.HTTPError as error:
            raise WebDriverError(f"{method} {path}: {error.read().decode(errors='replace')[:500]}") from None

    def command(self, method, path, body=None):
        return self._send(method, f"/session/{self.session}/{path}", body)["value"]

    def open(self, url):
        self.command("POST", "url", {"url": url})

    def execute(self, script, *arguments):
        return self.command("POST", "execute/sync", {"script": script, "args": list(arguments)})

    def execute_async(self, script, *arguments):
        return self.command("POST", "execute/async", {"script": script, "args": list(arguments)})

    def cdp(self, command, parameters=None):
        """A DevTools-protocol command, through chromedriver."""
        return self.command("POST", "goog/cdp/execute", {"cmd": command, "params": parameters or {}})

    def wait_until(self, script, what, timeout=60):
        """Runs `script` until it returns something truthy; raises naming `what` when it never does."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.execute(script)
            if value:
                return value
            time.sleep(0.05)
        raise WebDriverError(f"waited {timeout} s for {what}")

    def quit(self):
        try:
            self._send("DELETE", f"/session/{self.session}")
        except (WebDriverError, OSError):
            pass
        self.driver.terminate()
        try:
            self.driver.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.driver.kill()
        shutil.rmtree(self.profile, ignore_errors=True)
