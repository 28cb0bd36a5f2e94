// Package webtest loads the web view in headless Chromium for tests and
// returns the page's DOM once it shows what a test waits for, in real
// time: unlike --dump-dom with a virtual time budget, which never ends
// while the page holds a stream open, the page may keep its streams.
package webtest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// Chromium is where the tests look for the browser.
const Chromium = "/usr/bin/chromium"

// settle is how long the page may go on after the last selector matched,
// so requests started with it land too.
const settle = 500 * time.Millisecond

// DumpDOM opens pageURL (the server's page, token included) in headless
// Chromium through a proxy that adds a script to the page; the script
// sends the DOM back once every selector in ready matches an element (or,
// failing that, after within, so the test can say what is missing).
func DumpDOM(t testing.TB, pageURL string, within time.Duration, ready ...string) string {
	t.Helper()
	target, err := url.Parse(pageURL)
	if err != nil {
		t.Fatalf("page URL %q: %v", pageURL, err)
	}
	origin := &url.URL{Scheme: target.Scheme, Host: target.Host}
	doms := make(chan string, 1)
	proxy := httputil.NewSingleHostReverseProxy(origin)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		resp, err := http.Get(origin.String() + "/?" + r.URL.RawQuery)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		defer resp.Body.Close()
		page, _ := io.ReadAll(resp.Body)
		page = bytes.Replace(page, []byte(`<script src="static/app.js">`),
			[]byte(`<script src="/webtest.js"></script><script src="static/app.js">`), 1)
		for k, v := range resp.Header {
			if k != "Content-Length" {
				w.Header()[k] = v
			}
		}
		w.WriteHeader(resp.StatusCode)
		w.Write(page)
	})
	mux.HandleFunc("GET /webtest.js", func(w http.ResponseWriter, r *http.Request) {
		sel, _ := json.Marshal(ready)
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprintf(w, waitScript, sel, within.Milliseconds(), settle.Milliseconds())
	})
	mux.HandleFunc("POST /webtest/dom", func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		select {
		case doms <- string(b):
		default:
		}
	})
	mux.Handle("/", proxy)
	ps := httptest.NewServer(mux)
	defer ps.Close()

	ctx, cancel := context.WithTimeout(context.Background(), within+30*time.Second)
	defer cancel()
	u := ps.URL + target.RequestURI()
	if target.Fragment != "" {
		u += "#" + target.Fragment
	}
	cmd := exec.CommandContext(ctx, Chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
		"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--disable-dev-shm-usage", "--user-data-dir="+t.TempDir(), u)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatalf("chromium: %v", err)
	}
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	select {
	case dom := <-doms:
		return dom
	case <-ctx.Done():
		t.Fatalf("chromium sent no DOM within %v\n%s", within+30*time.Second, stderr.String())
		return ""
	}
}

// waitScript runs before the page's own script; %s is the selectors (a
// JSON array), then the limit and the settle time in ms.
const waitScript = `(function () {
  "use strict";
  const ready = %s, limit = %d, settle = %d;
  const start = Date.now();
  function send() {
    fetch("/webtest/dom", { method: "POST", body: "<!DOCTYPE html>\n" + document.documentElement.outerHTML });
  }
  function check() {
    if (ready.every((s) => document.querySelector(s))) { setTimeout(send, settle); return; }
    if (Date.now() - start > limit) { send(); return; }
    setTimeout(check, 20);
  }
  window.addEventListener("DOMContentLoaded", check);
})();
`
