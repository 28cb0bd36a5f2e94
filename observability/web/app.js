// Usage a server did not report is estimated from characters; the page
// marks it so nobody reads a guess as a count.
function est(x) { return x.usage_estimated ? "≈" : ""; }
function estNote(x) { return x.usage_estimated ? " (estimated: the server sent no usage)" : ""; }
function estCost(x) { return x.cost_estimated ? "≈" : ""; }

// rlm run viewer: plain DOM, no framework. Every text from a run goes in
// through textContent, never as HTML.
(function () {
  "use strict";
  const token = new URLSearchParams(location.search).get("token");
  const state = { run: null, agent: "root", events: [], lastID: 0, source: null, refresh: null, runStatus: "" };
  const $ = (id) => document.getElementById(id);

  function withToken(url) {
    if (!token) return url;
    return url + (url.includes("?") ? "&" : "?") + "token=" + encodeURIComponent(token);
  }
  async function api(url, opts) {
    const r = await fetch(withToken(url), opts);
    let body = null;
    try { body = await r.json(); } catch (e) { body = null; }
    if (!r.ok) throw new Error((body && body.error) || r.statusText);
    return body;
  }
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function money(x) { return x ? "$" + Number(x).toFixed(4) : "$0"; }
  function dur(ms) { return ms >= 1000 ? (ms / 1000).toFixed(1) + "s" : (ms || 0) + "ms"; }
  function statusEl(s) { return el("span", "status " + (s || ""), s || "?"); }
  function enc(s) { return encodeURIComponent(s); }
  // The export formats come from the server's registry, asked once.
  let exporters = null;
  function loadExporters() {
    if (!exporters) exporters = api("api/exporters").catch(() => { exporters = null; return []; });
    return exporters;
  }

  function readHash() {
    const h = new URLSearchParams(location.hash.slice(1));
    return { run: h.get("run"), agent: h.get("agent") };
  }
  function writeHash() {
    const h = new URLSearchParams();
    if (state.run) h.set("run", state.run);
    if (state.agent) h.set("agent", state.agent);
    history.replaceState(null, "", location.pathname + location.search + "#" + h.toString());
  }

  async function loadRuns() {
    const ul = $("runs");
    let data;
    try { data = await api("api/runs"); } catch (e) { ul.replaceChildren(el("li", "muted", "error: " + e.message)); return []; }
    ul.replaceChildren();
    if (data.runs.length === 0) ul.append(el("li", "muted", "no runs yet"));
    for (const r of data.runs) {
      const li = el("li", "run" + (r.id === state.run ? " selected" : ""));
      li.dataset.id = r.id;
      const top = el("div");
      top.append(statusEl(r.status), " ", el("span", "id", r.id));
      li.append(top, el("span", "q", r.query || "(no query)"));
      li.append(el("span", "muted", r.agents + " agents · " + money(r.cost_usd) + " · " + dur(r.duration_ms)));
      li.addEventListener("click", () => selectRun(r.id, "root"));
      ul.append(li);
    }
    return data.runs;
  }

  async function selectRun(id, agent) {
    state.run = id; state.agent = agent || "root"; state.events = []; state.lastID = 0;
    writeHash();
    for (const li of document.querySelectorAll(".run")) li.classList.toggle("selected", li.dataset.id === id);
    $("events").replaceChildren();
    $("context-pane").hidden = true;
    await Promise.all([loadRun(), loadAgent(), loadEvents()]);
    openStream();
  }

  async function loadRun() {
    let data;
    try { data = await api("api/runs/" + enc(state.run)); } catch (e) { $("run-header").replaceChildren(el("p", "muted", e.message)); return; }
    const r = data.run;
    state.runStatus = r.status;
    const h = $("run-header");
    h.replaceChildren();
    const title = el("h2");
    title.append("Run ", el("span", "id", r.id), " ", statusEl(r.status));
    h.append(title, el("p", "q", r.query));
    if (r.answer) { h.append(el("strong", null, "Answer: ")); h.append(el("pre", null, r.answer)); }
    if (r.error) h.append(el("pre", "err", r.error));
    h.append(el("p", "muted", `${r.agents} agents · ${r.llm_calls} LLM calls · ${est(r)}${r.input_tokens}+${r.output_tokens} tokens${estNote(r)} · ${estCost(r)}${money(r.cost_usd)} · ${dur(r.duration_ms)}`));
    const links = el("p");
    for (const x of await loadExporters()) {
      const a = el("a", null, "export " + x.name);
      a.href = withToken("api/export/" + enc(r.id) + "?format=" + enc(x.name));
      a.title = x.description;
      links.append(a, " ");
    }
    h.append(links);
    renderTree(data.agents);
  }

  function renderTree(agents) {
    const byID = new Map(agents.map((a) => [a.id, a]));
    const node = (a) => {
      const li = el("li");
      const row = el("div", "agent" + (a.id === state.agent ? " selected" : ""));
      row.dataset.agent = a.id;
      row.append(el("span", "aid", a.id), " ", statusEl(a.status), " ",
        el("span", "muted", `${a.model || ""} · it ${a.iterations} · ${est(a)}${a.input_tokens + a.output_tokens} tok · ${estCost(a)}${money(a.cost_usd)}`));
      if (a.query && a.depth > 0) row.title = a.query;
      row.addEventListener("click", () => { state.agent = a.id; writeHash(); markAgent(); loadAgent(); });
      li.append(row);
      const kids = (a.children || []).map((c) => byID.get(c)).filter(Boolean);
      if (kids.length) { const ul = el("ul"); for (const k of kids) ul.append(node(k)); li.append(ul); }
      return li;
    };
    const tree = $("tree");
    tree.replaceChildren();
    for (const a of agents) if (!a.parent_id || !byID.has(a.parent_id)) tree.append(node(a));
  }
  function markAgent() {
    for (const r of document.querySelectorAll(".agent")) r.classList.toggle("selected", r.dataset.agent === state.agent);
  }

  async function loadAgent() {
    const box = $("iterations");
    let data;
    try { data = await api("api/agents/" + enc(state.agent) + "?run=" + enc(state.run)); }
    catch (e) { box.replaceChildren(el("p", "muted", e.message)); return; }
    const a = data.agent;
    $("agent-title").textContent = "Agent " + a.id + " — iterations";
    box.replaceChildren();
    if (a.query) box.append(el("p", "q", "Query: " + a.query));
    for (const it of data.iterations) box.append(card(it));
    if (data.iterations.length === 0) box.append(el("p", "muted", "no iterations yet"));
  }

  function card(it) {
    const c = el("div", "card" + (it.final ? " final" : ""));
    c.dataset.iteration = it.iteration;
    const meta = el("div", "meta");
    meta.append(el("strong", null, "Iteration " + it.iteration), el("span", null, dur(it.duration_ms)),
      el("span", null, `${it.llm_calls} LLM · ${est(it)}${it.input_tokens} in / ${it.output_tokens} out${estNote(it)}`), el("span", null, estCost(it) + money(it.cost_usd)));
    if (it.final) meta.append(el("span", "status ok", "final"));
    const btn = el("button", null, "context");
    btn.type = "button";
    btn.addEventListener("click", () => showContext(it.iteration));
    meta.append(btn);
    c.append(meta);
    if (it.response && it.blocks.length === 0) c.append(el("pre", null, it.response));
    for (const b of it.blocks) {
      c.append(el("pre", "code", b.code));
      const st = el("div", "meta");
      st.append(statusEl(b.status), el("span", null, dur(b.duration_ms)));
      if (b.tool) st.append(el("span", "muted", "tool call"));
      c.append(st);
      if (b.stdout) c.append(el("pre", "out", b.stdout));
      if (b.stderr) c.append(el("pre", "err", b.stderr));
      if (b.error) c.append(el("pre", "err", b.error));
    }
    for (const s of it.subcalls) {
      const d = el("div", "sub");
      d.append(el("strong", null, s.kind + " "));
      if (s.child_agent) {
        const a = el("a", null, s.child_agent);
        a.addEventListener("click", () => { state.agent = s.child_agent; writeHash(); markAgent(); loadAgent(); });
        d.append(a, " ");
      }
      d.append(el("span", "muted", (s.prompt || "").slice(0, 300)));
      if (s.answer) d.append(el("div", null, "→ " + s.answer));
      if (s.error) d.append(el("div", "err", "✗ " + s.error));
      if (!s.done) d.append(el("div", "muted", "running…"));
      c.append(d);
    }
    for (const n of it.notes || []) c.append(el("div", "muted", n));
    return c;
  }

  async function showContext(iteration) {
    const pane = $("context-pane"), box = $("context");
    pane.hidden = false;
    $("context-title").textContent = `Context window of ${state.agent} at iteration ${iteration}`;
    box.replaceChildren(el("p", "muted", "loading…"));
    let data;
    try { data = await api(`api/agents/${enc(state.agent)}/context?run=${enc(state.run)}&iteration=${iteration}`); }
    catch (e) { box.replaceChildren(el("p", "muted", e.message)); return; }
    box.replaceChildren(el("p", "muted", `${data.messages.length} messages · ${data.size_chars} chars`));
    for (const m of data.messages) {
      const d = el("div", "msg " + m.role);
      d.append(el("div", "role", m.role + (m.tool_call_id ? " · " + m.tool_call_id : "")), el("pre", null, m.content));
      for (const tc of m.tool_calls || []) d.append(el("pre", "code", tc.name + "(" + (tc.arguments || "{}") + ")  · " + tc.id));
      box.append(d);
    }
    pane.scrollIntoView();
  }

  async function loadEvents() {
    const run = state.run;
    let since = 0;
    for (;;) {
      let data;
      try { data = await api(`api/events?run=${enc(run)}&since=${since}&limit=1000`); } catch (e) { return; }
      if (run !== state.run) return;
      for (const e of data.events) addEvent(e);
      if (data.events.length < 1000) return;
      since = data.next;
    }
  }

  const maxFeed = 2000;
  function addEvent(e) {
    if (e.id <= state.lastID) return;
    state.lastID = e.id;
    state.events.push(e);
    if (state.events.length > maxFeed) state.events.splice(0, state.events.length - maxFeed);
    if (matches(e)) {
      const ol = $("events");
      ol.append(eventRow(e));
      while (ol.childElementCount > maxFeed) ol.firstElementChild.remove();
    }
  }
  function matches(e) {
    const k = $("filter-kind").value.trim(), a = $("filter-agent").value.trim();
    if (a && e.agent_id !== a) return false;
    if (!k) return true;
    return k.split(",").some((f) => f && (e.kind === f.trim() || e.kind.startsWith(f.trim() + ".")));
  }
  function eventRow(e) {
    const li = el("li");
    const t = (e.ts || "").slice(11, 23);
    li.append(el("span", "muted", t + " "), el("span", null, e.agent_id + " "), el("span", "k", e.kind));
    const d = e.data || {};
    const bits = [];
    for (const key of ["status", "kind", "child_agent", "child_id", "reason", "error"]) if (d[key]) bits.push(key + "=" + d[key]);
    if (d.duration_ms !== undefined) bits.push(dur(d.duration_ms));
    if (bits.length) li.append(el("span", "muted", " " + bits.join(" ")));
    return li;
  }
  function refilter() {
    const ol = $("events");
    ol.replaceChildren();
    for (const e of state.events) if (matches(e)) ol.append(eventRow(e));
  }

  function openStream() {
    if (state.source) { state.source.close(); state.source = null; }
    if (state.runStatus !== "running") { $("conn").textContent = ""; return; }
    const run = state.run;
    const src = new EventSource(withToken(`api/stream?run=${enc(run)}&since=${state.lastID}`));
    state.source = src;
    $("conn").textContent = "live";
    src.onmessage = (m) => {
      if (run !== state.run) return;
      const e = JSON.parse(m.data);
      addEvent(e);
      if (e.kind === "agent.end" && e.agent_id === "root") { src.close(); $("conn").textContent = ""; }
      scheduleRefresh();
    };
    src.onerror = () => { $("conn").textContent = "reconnecting…"; };
  }
  function scheduleRefresh() {
    if (state.refresh) return;
    state.refresh = setTimeout(async () => {
      state.refresh = null;
      await Promise.all([loadRun(), loadAgent(), loadRuns()]);
    }, 400);
  }

  async function initChat() {
    let data;
    try { data = await api("api/chat"); } catch (e) { return; }
    $("chat-toggle").hidden = false;
    $("chat-toggle").addEventListener("click", () => { $("chat-pane").hidden = !$("chat-pane").hidden; });
    $("chat-pane").hidden = false;
    renderChat(data);
    $("chat-form").addEventListener("submit", async (ev) => {
      ev.preventDefault();
      const msg = $("chat-input").value.trim();
      if (!msg) return;
      try {
        await api("api/chat", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ message: msg }) });
        $("chat-input").value = "";
      } catch (e) { $("chat-status").textContent = e.message; }
      pollChat();
    });
    $("chat-stop").addEventListener("click", () => api("api/chat/stop", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }).catch(() => {}));
  }
  function renderChat(data) {
    const log = $("chat-log");
    log.replaceChildren();
    for (const t of data.history) log.append(el("div", "turn " + t.role, (t.role === "user" ? "› " : "") + t.content));
    $("chat-status").textContent = data.busy ? "working…" : "";
  }
  async function pollChat() {
    for (;;) {
      let data;
      try { data = await api("api/chat"); } catch (e) { return; }
      renderChat(data);
      if (!data.busy) { loadRuns(); return; }
      await new Promise((r) => setTimeout(r, 1000));
    }
  }

  $("context-close").addEventListener("click", () => { $("context-pane").hidden = true; });
  $("filter-kind").addEventListener("input", refilter);
  $("filter-agent").addEventListener("input", refilter);

  (async function main() {
    const runs = await loadRuns();
    const h = readHash();
    const id = h.run || (runs[0] && runs[0].id);
    if (id) await selectRun(id, h.agent || "root");
    initChat();
    setInterval(() => { if (!state.source) loadRuns(); }, 5000);
  })();
})();
