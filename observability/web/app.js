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

  // The run list: pages of runsPage rows asked of the server with its
  // filters, then kept current by the runs stream, one row at a time.
  const runsPage = 100;
  const runsView = { rows: new Map(), loaded: 0, total: 0, version: 0, loading: false, source: null };
  function runFilters() {
    return "&status=" + enc($("runs-status").value) + "&q=" + enc($("runs-q").value.trim());
  }
  function runMatches(r) {
    const st = $("runs-status").value, q = $("runs-q").value.trim().toLowerCase();
    if (st && !st.split(",").includes(r.status)) return false;
    if (!q) return true;
    return [r.id, r.query, r.model, r.answer, r.error].some((x) => (x || "").toLowerCase().includes(q));
  }
  function runRow(r) {
    const li = el("li", "run" + (r.id === state.run ? " selected" : ""));
    li.dataset.id = r.id;
    li.dataset.started = r.started;
    const top = el("div");
    top.append(statusEl(r.status), " ", el("span", "id", r.id));
    li.append(top, el("span", "q", r.query || "(no query)"));
    li.append(el("span", "muted", r.agents + " agents · " + money(r.cost_usd) + " · " + dur(r.duration_ms)));
    return li;
  }
  function runsCount() {
    $("runs-count").textContent = runsView.total ? `${runsView.rows.size} of ${runsView.total}` : "";
  }
  async function loadRuns(reset) {
    const ul = $("runs");
    if (reset) {
      runsView.rows.clear(); runsView.loaded = 0;
      if (runsView.source) { runsView.source.close(); runsView.source = null; }
    }
    if (runsView.loading) return [];
    runsView.loading = true;
    let data;
    try { data = await api(`api/runs?limit=${runsPage}&offset=${runsView.loaded}${runFilters()}`); }
    catch (e) { ul.replaceChildren(el("li", "muted", "error: " + e.message)); runsView.loading = false; return []; }
    finally { runsView.loading = false; }
    if (reset) ul.replaceChildren();
    const frag = document.createDocumentFragment();
    for (const r of data.runs) {
      if (runsView.rows.has(r.id)) continue;
      const li = runRow(r);
      runsView.rows.set(r.id, li);
      frag.append(li);
    }
    ul.append(frag);
    runsView.loaded += data.runs.length;
    runsView.total = data.total;
    if (runsView.rows.size === 0) ul.replaceChildren(el("li", "muted", "no runs" + (runFilters().length > 16 ? " match" : " yet")));
    runsCount();
    // The live list replays every change since this page's version.
    if (reset) openRunsStream(data.version);
    return data.runs;
  }
  // A run added or changed: its row is replaced in place, or inserted in
  // order when it falls among the rows loaded so far.
  function runChanged(r) {
    const old = runsView.rows.get(r.id);
    if (!runMatches(r)) {
      if (old) { old.remove(); runsView.rows.delete(r.id); runsView.total--; runsCount(); }
      return;
    }
    const li = runRow(r);
    if (old) { old.replaceWith(li); runsView.rows.set(r.id, li); return; }
    const ul = $("runs");
    if (runsView.rows.size === 0) ul.replaceChildren();
    let before = null;
    for (const row of ul.children) { if (row.dataset.started && row.dataset.started < r.started) { before = row; break; } }
    if (!before && runsView.loaded < runsView.total) { runsView.total++; runsCount(); return; } // beyond the loaded pages
    ul.insertBefore(li, before);
    runsView.rows.set(r.id, li);
    runsView.loaded++; runsView.total++;
    runsCount();
  }
  function openRunsStream(version) {
    if (runsView.source) runsView.source.close();
    const src = new EventSource(withToken("api/runs/stream?version=" + version));
    runsView.source = src;
    src.addEventListener("run", (m) => runChanged(JSON.parse(m.data)));
    src.addEventListener("remove", (m) => {
      const id = JSON.parse(m.data).id, li = runsView.rows.get(id);
      if (li) { li.remove(); runsView.rows.delete(id); runsView.loaded--; runsView.total--; runsCount(); }
    });
    src.addEventListener("reset", () => loadRuns(true));
  }
  $("runs").addEventListener("click", (ev) => {
    const li = ev.target.closest(".run");
    if (li) selectRun(li.dataset.id, "root");
  });
  $("runs-pane").addEventListener("scroll", () => {
    const p = $("runs-pane");
    if (p.scrollTop + p.clientHeight > p.scrollHeight - 200 && runsView.loaded < runsView.total) loadRuns(false);
  });
  let runsFilterTimer = null;
  for (const id of ["runs-status", "runs-q"]) $(id).addEventListener("input", () => {
    clearTimeout(runsFilterTimer);
    runsFilterTimer = setTimeout(() => loadRuns(true), 200);
  });

  async function selectRun(id, agent) {
    state.run = id; state.agent = agent || "root"; state.events = []; state.lastID = 0; state.cursor = 0;
    tree.collapsed = new Set(); tree.expanded = new Set();
    writeHash();
    for (const li of document.querySelectorAll(".run")) li.classList.toggle("selected", li.dataset.id === id);
    $("events").replaceChildren();
    $("context-pane").hidden = true;
    // The events feed starts once the tree is drawn: its pages would
    // otherwise compete with the tree for the network and the main thread.
    let events = null;
    const run = loadRun(() => { events = loadEvents(); });
    await Promise.all([run, loadAgent()]);
    await (events || loadEvents());
    openStream();
  }

  // loadRun shows the run's header and agent tree; onTree, when given, is
  // called once the tree is drawn.
  async function loadRun(onTree) {
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
    renderTree(data.agents);
    if (onTree) onTree();
    const links = el("p");
    for (const x of await loadExporters()) {
      const a = el("a", null, "export " + x.name);
      a.href = withToken("api/export/" + enc(r.id) + "?format=" + enc(x.name));
      a.title = x.description;
      links.append(a, " ");
    }
    h.append(links);
  }

  // The agent tree is virtual: the rows are computed from the agents, the
  // collapsed nodes and the filters, and only those in view are in the DOM.
  const rowH = 22;
  const tree = { agents: [], byID: new Map(), rows: [], collapsed: new Set(), expanded: new Set(), drawn: "" };
  function renderTree(agents) {
    tree.agents = agents;
    tree.byID = new Map(agents.map((a) => [a.id, a]));
    layoutTree();
  }
  // A node is open when the user opened it, or by default when it is the
  // root (its children in view, the rest folded).
  function isOpen(a) { return tree.expanded.has(a.id) || (a.depth === 0 && !tree.collapsed.has(a.id)); }
  function treeFiltered() {
    return $("tree-q").value.trim() !== "" || $("tree-status").value !== "" || $("tree-depth").value !== "" || $("tree-order").value !== "tree";
  }
  function layoutTree() {
    const rows = [];
    if (!treeFiltered()) {
      const walk = (a) => {
        rows.push(a);
        if (!isOpen(a)) return;
        for (const c of a.children || []) { const k = tree.byID.get(c); if (k) walk(k); }
      };
      for (const a of tree.agents) if (!a.parent_id || !tree.byID.has(a.parent_id)) walk(a);
    } else {
      const q = $("tree-q").value.trim().toLowerCase(), st = $("tree-status").value, dp = $("tree-depth").value;
      for (const a of tree.agents) {
        if (st && a.status !== st) continue;
        if (dp !== "" && a.depth !== Number(dp)) continue;
        if (q && ![a.id, a.query, a.model, a.answer, a.error].some((x) => (x || "").toLowerCase().includes(q))) continue;
        rows.push(a);
      }
      const order = $("tree-order").value;
      if (order === "slowest") rows.sort((x, y) => (y.duration_ms || 0) - (x.duration_ms || 0));
      if (order === "costliest") rows.sort((x, y) => (y.cost_usd || 0) - (x.cost_usd || 0));
    }
    tree.rows = rows;
    $("tree-inner").style.height = rows.length * rowH + "px";
    $("tree-count").textContent = treeFiltered() ? `${rows.length} of ${tree.agents.length} agents` : `${tree.agents.length} agents`;
    tree.drawn = "";
    drawTree();
  }
  function drawTree() {
    const box = $("tree"), inner = $("tree-inner");
    const first = Math.max(0, Math.floor(box.scrollTop / rowH) - 10);
    const last = Math.min(tree.rows.length, Math.ceil((box.scrollTop + box.clientHeight) / rowH) + 10);
    const key = first + ":" + last + ":" + state.agent;
    if (key === tree.drawn) return;
    tree.drawn = key;
    const flat = treeFiltered();
    const frag = document.createDocumentFragment();
    for (let i = first; i < last; i++) {
      const a = tree.rows[i];
      const row = el("div", "agent" + (a.id === state.agent ? " selected" : ""));
      row.dataset.agent = a.id;
      row.style.top = i * rowH + "px";
      row.style.paddingLeft = (flat ? 4 : 4 + a.depth * 16) + "px";
      const kids = (a.children || []).length;
      const tog = el("span", "tog", kids && !flat ? (isOpen(a) ? "▾" : "▸") : "·");
      if (kids && !flat) tog.dataset.toggle = a.id;
      row.append(tog, el("span", "aid", a.id), " ", statusEl(a.status), " ",
        el("span", "muted", `${a.model || ""} · it ${a.iterations} · ${est(a)}${a.input_tokens + a.output_tokens} tok · ${estCost(a)}${money(a.cost_usd)} · ${dur(a.duration_ms)}` + (kids ? ` · ${kids} children` : "")));
      if (a.query && a.depth > 0) row.title = a.query;
      frag.append(row);
    }
    inner.replaceChildren(frag);
  }
  function toggleNode(id) {
    const a = tree.byID.get(id);
    if (!a) return;
    if (isOpen(a)) { tree.expanded.delete(id); tree.collapsed.add(id); }
    else { tree.collapsed.delete(id); tree.expanded.add(id); }
    layoutTree();
  }
  function selectAgent(id) {
    state.agent = id; writeHash(); markAgent(); loadAgent();
  }
  $("tree").addEventListener("click", (ev) => {
    const t = ev.target.closest("[data-toggle]");
    if (t) { toggleNode(t.dataset.toggle); return; }
    const row = ev.target.closest(".agent");
    if (row) selectAgent(row.dataset.agent);
  });
  let drawPending = false;
  $("tree").addEventListener("scroll", () => {
    if (drawPending) return;
    drawPending = true;
    requestAnimationFrame(() => { drawPending = false; drawTree(); });
  });
  for (const id of ["tree-q", "tree-status", "tree-depth", "tree-order"]) $(id).addEventListener("input", () => { $("tree").scrollTop = 0; layoutTree(); });
  $("tree-root").addEventListener("click", () => { selectAgent("root"); $("agent-pane").scrollIntoView(); });
  $("tree-collapse").addEventListener("click", () => {
    tree.expanded.clear(); tree.collapsed = new Set(["root"]); $("tree").scrollTop = 0; layoutTree();
  });
  function markAgent() {
    tree.drawn = "";
    drawTree();
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
        a.addEventListener("click", () => selectAgent(s.child_agent));
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

  // The events feed reads the run by cursor, a page at a time, as feed
  // rows (the few fields a row shows; a row opened asks for its whole
  // event), and keeps the last maxFeed events (and rows) of it.
  async function loadEvents() {
    const run = state.run;
    let cursor = 0;
    for (;;) {
      let data;
      try { data = await api(`api/events?run=${enc(run)}&cursor=${cursor}&limit=5000&view=feed`); } catch (e) { return; }
      if (run !== state.run) return;
      // Rows are drawn for the first page, then at most every drawEvery
      // while pages keep coming (only the last maxFeed are kept), and for
      // the last page: drawing rows soon replaced is most of the cost.
      const now = performance.now();
      const draw = cursor === 0 || !data.more || now - drawn >= drawEvery;
      if (!draw) { addEvents(data.events, true); pending = true; }
      else {
        addEvents(data.events, pending);
        if (pending) refilter();
        pending = false; drawn = now;
      }
      if (!data.more) return;
      cursor = data.next_cursor;
    }
  }
  const drawEvery = 1000;
  let drawn = 0, pending = false;

  const maxFeed = 2000;
  function addEvent(e) { addEvents([e]); }
  function addEvents(list, noDraw) {
    const fresh = list.filter((e) => e.id > state.lastID);
    if (fresh.length === 0) return;
    state.lastID = fresh[fresh.length - 1].id;
    for (const e of fresh) state.events.push(e);
    if (state.events.length > maxFeed) state.events.splice(0, state.events.length - maxFeed);
    if (noDraw) return;
    const ol = $("events");
    const shown = fresh.filter(matches).slice(-maxFeed);
    if (shown.length >= maxFeed) ol.replaceChildren();
    const frag = document.createDocumentFragment();
    for (const e of shown) frag.append(eventRow(e));
    ol.append(frag);
    for (let extra = ol.childElementCount - maxFeed; extra > 0; extra--) ol.firstElementChild.remove();
  }
  function matches(e) {
    const k = $("filter-kind").value.trim(), a = $("filter-agent").value.trim();
    if (a && e.agent_id !== a) return false;
    if (!k) return true;
    return k.split(",").some((f) => f && (e.kind === f.trim() || e.kind.startsWith(f.trim() + ".")));
  }
  function eventRow(e) {
    const li = el("li");
    li.dataset.event = e.id;
    const t = (e.ts || "").slice(11, 23);
    li.append(el("span", "muted", t + " "), el("span", null, e.agent_id + " "), el("span", "k", e.kind));
    const d = e.data || {};
    const bits = [];
    for (const key of ["status", "kind", "child_agent", "child_id", "reason", "error"]) if (d[key]) bits.push(key + "=" + d[key]);
    if (d.duration_ms !== undefined) bits.push(dur(d.duration_ms));
    if (bits.length) li.append(el("span", "muted", " " + bits.join(" ")));
    return li;
  }
  // A row opened shows its whole event, asked of the server then.
  async function toggleEvent(li) {
    const open = li.querySelector("pre.event");
    if (open) { open.remove(); return; }
    const id = Number(li.dataset.event), run = state.run;
    let data;
    try { data = await api(`api/events?run=${enc(run)}&since=${id - 1}&limit=1`); }
    catch (e) { li.append(el("pre", "event err", e.message)); return; }
    if (run !== state.run || li.querySelector("pre.event")) return;
    const e = (data.events || []).find((x) => x.id === id);
    li.append(el("pre", "event", e ? JSON.stringify(e, null, 2) : "event not found"));
  }
  $("events").addEventListener("click", (ev) => {
    if (ev.target.closest("pre.event")) return;
    const li = ev.target.closest("li[data-event]");
    if (li) toggleEvent(li);
  });
  function refilter() {
    const frag = document.createDocumentFragment();
    for (const e of state.events) if (matches(e)) frag.append(eventRow(e));
    $("events").replaceChildren(frag);
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
      await Promise.all([loadRun(), loadAgent()]);
    }, 1000);
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
      if (!data.busy) return;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }

  $("context-close").addEventListener("click", () => { $("context-pane").hidden = true; });
  $("filter-kind").addEventListener("input", refilter);
  $("filter-agent").addEventListener("input", refilter);

  (async function main() {
    const runs = await loadRuns(true);
    const h = readHash();
    const id = h.run || (runs[0] && runs[0].id);
    if (id) await selectRun(id, h.agent || "root");
    initChat();
  })();
})();
