// The phone page of one seat (docs/phones.md). It shows what the server sends for this seat and sends
// typed answers; every rule is checked by the app, never here. No external scripts; the one thing
// stored is a random id of this device (localStorage), so that its seat knows it when it comes back.
"use strict";

(function () {
  const TEXT = {
    en: {
      connecting: "connecting…", live: "live", down: "reconnecting…", off: "not connected", forbidden: "This link is not a seat of this game. Scan your seat's code on the laptop again.",
      replaced: "This seat was opened on another device. This page no longer plays it.", dropped: "Your answer was withdrawn: the table took a step back. Please answer again.",
      droppedBid: "Your bid was undone on the laptop: the table took a step back. Please bid again.",
      heldDropped: "Your held answer was dropped while this phone was away. Please answer again.",
      heldDroppedBid: "Your held bid was dropped while this phone was away. Please bid again.",
      waiting: "Ask the laptop", waitingHint: "This seat is already played on another device. The laptop asks whether to let this one in.",
      refusedSeat: "The laptop did not let this device take the seat.",
      notSent: "Not sent: this phone is not connected right now. It reconnects by itself; tap again when it says live.",
      laptopTitle: "The laptop decides for you now", laptopHint: "Your secret choices are made at the laptop until it gives your seat back to this phone.",
      laptopNotice: "The laptop took your seat back: decide there now.",
      yourTurn: "Your turn", early: "You may answer now; it counts when your turn comes.",
      motiveTitle: "Keep one Ulterior Motive", motiveHint: "The other two go back to the box. The table sees only the faction.",
      factionTitle: "Declare your faction", bidTitle: "Your tithe bid", bidHint: "Blind: the table sees the amounts only when every bid is in.",
      draftTitle: "Keep one Court card", draftHint: "The rest are passed on.",
      confirmBid: "Bid {n} Etherea", confirmKeep: "Keep {x}", confirmPick: "Keep {x}", held: "Held until your turn: {x}", change: "Withdraw",
      sent: "Sent.", applied: "Done: the laptop has it.", heldAck: "Held: it counts when your turn comes.", cancelled: "Withdrawn.",
      nothing: "Nothing to decide on this phone right now.", waitingFor: "The table waits for {x}.",
      you: "You", etherea: "Etherea", unity: "Unity", influence: "Influence", motive: "Ulterior Motive", hand: "Hand", draft: "Cards to draft", none: "none",
      table: "The table", round: "Round", phase: "Phase", suspicion: "Suspicion", threat: "Threat", tithe: "Tithe", forge: "Dirth Forge",
      answersIn: "{a} of {b} answers in", bidsIn: "{a} of {b} bids in", motivesIn: "{a} of {b} motives kept", picksIn: "{a} of {b} cards kept",
      bid: "bid {n}", answered: "✓", cards: { one: "{n} card", many: "{n} cards" }, atTable: "{x}, real cards at the table", over: "The game is over.", score: "score {n}",
      bone: "Bone", flesh: "Flesh", spirit: "Spirit",
      counts: { influence: "1 per {per} {of} influence", "guild-figures": "1 per {per} figures of {of}", mourners: "1 per {per} Mourners",
                locations: "1 per {per} locations you are in", etherea: "1 per {per} Etherea" },
      upTo: "up to {n}",
      handTitle: "Your hand: play a Court card", handHint: "Recruiting, relocating, Mourner abilities and passing are on the laptop.",
      option: "action {n}", confirmPlay: "Play: {x}", ways: "{n} ways to play it: tap to choose",
      swapTitle: "Severamm: swap a Court card", swapHint: "The cards nobody was dealt this round. Swap one of yours, or keep your hand.",
      keepHand: "Keep my cards", swapFor: "Give {a}, take {b}", confirmSwap: "{x}",
      rip: { title: "Rest in Peace", turnTitle: "Play cards", turnHint: "Play as many cards as you like, then end your turn. Ahead of the other player, the turn passes; otherwise you withdraw.",
             placeTitle: "A card face down for round 10", placeHint: "Only you see which card it is until round 10 is revealed.",
             stillTitle: "Carry a card into the next round", round10Title: "Your round-10 card", confirmDo: "{x}",
             ghosts: "Ghost cards", psychic: "Psychic cards", faceDown: "Face down on round 10", mansions: "Mansions",
             manors: { one: "{n} manor", many: "{n} manors" }, castles: { one: "{n} castle", many: "{n} castles" }, total: "total {n}", deck: "Deck", played: "played: {x}", mansionNow: "This round's mansion",
             nothingPlayed: "nothing yet", handCount: { one: "{n} card in hand", many: "{n} cards in hand" }, noGhosts: "no ghost cards", hidden: "(on the table)",
             ghostCard: "Ghost card {n}", play: "Play: {x}" },
      errors: { "not-now": "Not now: this seat has nothing to decide.", illegal: "That choice is not allowed now.", "bad-message": "The app did not understand that.",
                "bad-json": "The app did not understand that.", "too-big": "Message too large.", "rate-limited": "Slow down a little.", "game-over": "The game is over.",
                refused: "The laptop refused it.", forbidden: "This link is not a seat of this game." },
      phases: { setup: "Setup", distribution: "Distribution", wallows: "Wallows", draft: "Draft", actions: "Actions", dreadsgrip: "Dreadsgrip",
                tithe: "Tithe", resolve: "Resolve", cleanup: "Clean-up", "game-over": "Game over" }
    },
    de: {
      connecting: "verbinde…", live: "verbunden", down: "verbinde neu…", off: "nicht verbunden", forbidden: "Dieser Link gehört zu keinem Platz dieses Spiels. Scanne den Code deines Platzes am Laptop erneut.",
      replaced: "Dieser Platz wurde auf einem anderen Gerät geöffnet. Diese Seite spielt ihn nicht mehr.", dropped: "Deine Antwort wurde zurückgenommen: Der Tisch ist einen Schritt zurückgegangen. Bitte antworte erneut.",
      droppedBid: "Dein Gebot wurde am Laptop zurückgenommen: Der Tisch ist einen Schritt zurückgegangen. Bitte biete erneut.",
      heldDropped: "Deine gemerkte Antwort ist verfallen, während dieses Telefon weg war. Bitte antworte erneut.",
      heldDroppedBid: "Dein gemerktes Gebot ist verfallen, während dieses Telefon weg war. Bitte biete erneut.",
      waiting: "Frag am Laptop", waitingHint: "Dieser Platz wird schon auf einem anderen Gerät gespielt. Der Laptop fragt, ob dieses Gerät ihn bekommt.",
      refusedSeat: "Der Laptop hat diesem Gerät den Platz nicht gegeben.",
      notSent: "Nicht gesendet: Dieses Telefon ist gerade nicht verbunden. Es verbindet sich von selbst neu; tippe erneut, wenn „verbunden“ dasteht.",
      laptopTitle: "Jetzt entscheidet der Laptop für dich", laptopHint: "Deine geheimen Entscheidungen triffst du am Laptop, bis er deinen Platz an dieses Telefon zurückgibt.",
      laptopNotice: "Der Laptop hat deinen Platz übernommen: Entscheide jetzt dort.",
      yourTurn: "Du bist dran", early: "Du kannst schon antworten; es zählt, wenn du dran bist.",
      motiveTitle: "Behalte ein Geheimes Motiv", motiveHint: "Die anderen zwei kommen in die Schachtel. Der Tisch sieht nur die Fraktion.",
      factionTitle: "Wähle deine Fraktion", bidTitle: "Dein Tributgebot", bidHint: "Verdeckt: Der Tisch sieht die Beträge erst, wenn alle geboten haben.",
      draftTitle: "Behalte eine Hofkarte", draftHint: "Die übrigen werden weitergegeben.",
      confirmBid: "{n} Etherea bieten", confirmKeep: "{x} behalten", confirmPick: "{x} behalten", held: "Gemerkt bis du dran bist: {x}", change: "Zurücknehmen",
      sent: "Gesendet.", applied: "Erledigt: Der Laptop hat es.", heldAck: "Gemerkt: Es zählt, wenn du dran bist.", cancelled: "Zurückgenommen.",
      nothing: "Gerade gibt es auf diesem Telefon nichts zu entscheiden.", waitingFor: "Der Tisch wartet auf {x}.",
      you: "Du", etherea: "Etherea", unity: "Einheit", influence: "Einfluss", motive: "Geheimes Motiv", hand: "Hand", draft: "Karten zum Auswählen", none: "keine",
      table: "Der Tisch", round: "Runde", phase: "Phase", suspicion: "Argwohn", threat: "Bedrohung", tithe: "Tribut", forge: "Dirth Forge",
      answersIn: "{a} von {b} Antworten da", bidsIn: "{a} von {b} Geboten da", motivesIn: "{a} von {b} Motiven behalten", picksIn: "{a} von {b} Karten behalten",
      bid: "Gebot {n}", answered: "✓", cards: { one: "{n} Karte", many: "{n} Karten" }, atTable: "{x}, echte Karten am Tisch", over: "Das Spiel ist vorbei.", score: "{n} Punkte",
      bone: "Knochen", flesh: "Fleisch", spirit: "Geist",
      counts: { influence: "1 je {per} {of}-Einfluss", "guild-figures": "1 je {per} Figuren von {of}", mourners: "1 je {per} Trauernde",
                locations: "1 je {per} Orte, an denen du bist", etherea: "1 je {per} Etherea" },
      upTo: "höchstens {n}",
      handTitle: "Deine Hand: spiele eine Hofkarte", handHint: "Anwerben, Versetzen, Fähigkeiten der Trauernden und Passen gehen am Laptop.",
      option: "Aktion {n}", confirmPlay: "Spielen: {x}", ways: "{n} Möglichkeiten: antippen zum Wählen",
      swapTitle: "Severamm: eine Hofkarte tauschen", swapHint: "Die Karten, die diese Runde niemand bekam. Tausche eine deiner Karten oder behalte deine Hand.",
      keepHand: "Meine Karten behalten", swapFor: "{a} abgeben, {b} nehmen", confirmSwap: "{x}",
      rip: { title: "Rest in Peace", turnTitle: "Spiele Karten", turnHint: "Spiele beliebig viele Karten und beende dann deinen Zug. Liegst du vorn, ist der andere dran; sonst ziehst du dich zurück.",
             placeTitle: "Eine Karte verdeckt auf Runde 10", placeHint: "Nur du siehst, welche Karte es ist, bis Runde 10 aufgedeckt wird.",
             stillTitle: "Eine Karte in die nächste Runde mitnehmen", round10Title: "Deine Karte in Runde 10", confirmDo: "{x}",
             ghosts: "Geisterkarten", psychic: "Medium-Karten", faceDown: "Verdeckt auf Runde 10", mansions: "Anwesen",
             manors: { one: "{n} Herrenhaus", many: "{n} Herrenhäuser" }, castles: { one: "{n} Schloss", many: "{n} Schlösser" }, total: "Summe {n}", deck: "Stapel", played: "gespielt: {x}", mansionNow: "Das Anwesen dieser Runde",
             nothingPlayed: "noch nichts", handCount: { one: "{n} Karte auf der Hand", many: "{n} Karten auf der Hand" }, noGhosts: "keine Geisterkarten", hidden: "(auf dem Tisch)",
             ghostCard: "Geisterkarte {n}", play: "Spielen: {x}" },
      errors: { "not-now": "Jetzt nicht: Dieser Platz hat nichts zu entscheiden.", illegal: "Diese Wahl ist jetzt nicht erlaubt.", "bad-message": "Die App hat das nicht verstanden.",
                "bad-json": "Die App hat das nicht verstanden.", "too-big": "Nachricht zu groß.", "rate-limited": "Bitte etwas langsamer.", "game-over": "Das Spiel ist vorbei.",
                refused: "Der Laptop hat es abgelehnt.", forbidden: "Dieser Link gehört zu keinem Platz dieses Spiels." },
      phases: { setup: "Aufbau", distribution: "Verteilung", wallows: "Wallows", draft: "Auswahl", actions: "Aktionen", dreadsgrip: "Dreadsgrip",
                tithe: "Tribut", resolve: "Auswertung", cleanup: "Aufräumen", "game-over": "Spielende" }
    }
  };
  const lang = (navigator.language || "en").toLowerCase().startsWith("de") ? "de" : "en";
  const T = TEXT[lang];
  document.documentElement.lang = lang;
  const fmt = (s, args) => s.replace(/\{(\w+)\}/g, (m, k) => (k in args ? String(args[k]) : m));
  // A text with a number: its one/many forms (English and German need no more).
  const plural = (forms, n) => fmt(n === 1 ? forms.one : forms.many, { n: n });
  const $ = (id) => document.getElementById(id);
  const el = (tag, attrs, ...children) => {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") e.className = v; else if (k === "onclick") e.addEventListener("click", v); else e.setAttribute(k, v);
    }
    for (const c of children) if (c !== null && c !== undefined) e.append(c instanceof Node ? c : String(c));
    return e;
  };

  const parts = location.pathname.split("/");
  const secret = parts.length >= 3 && parts[1] === "seat" ? parts[2] : "";
  let ws = null, view = null, selected = null, nextId = 1, retryMs = 500, stopped = false, retryTimer = null;
  let openCard = null, lastQuestion = "", droppedPending = false, wasLaptop = false;
  // What this page held when its connection went (checked against the first view after it is back).
  let heldBefore = null, freshView = false;

  // This device's id: random, made once and kept by the browser for this server; the seat knows its
  // device by it and asks the laptop before another one takes it. Never shown, never sent to another seat.
  function deviceId() {
    const key = "mourners-device";
    let id = null;
    try { id = window.localStorage.getItem(key); } catch (e) { id = null; }
    if (!id || !/^[A-Za-z0-9_-]{16,128}$/.test(id)) {
      const bytes = new Uint8Array(18);
      window.crypto.getRandomValues(bytes);
      id = btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
      try { window.localStorage.setItem(key, id); } catch (e) { /* private mode: this page only */ }
    }
    return id;
  }
  const device = deviceId();

  function setConn(state) {
    const c = $("conn");
    c.textContent = T[state];
    c.className = state === "live" ? "live" : state === "down" || state === "off" ? "down" : "";
  }
  let noticeTimer = null;
  // A confirmation fades after a few seconds; a warning stays until the next one.
  function notice(text, fades) {
    const n = $("notice");
    clearTimeout(noticeTimer);
    n.textContent = text || "";
    n.hidden = !text;
    if (text && fades) noticeTimer = setTimeout(() => notice(""), 4000);
  }

  function connect() {
    if (stopped || (ws && ws.readyState <= 1)) return;
    clearTimeout(retryTimer);
    setConn(view ? "down" : "connecting");
    const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws/" + secret +
                                 "?device=" + encodeURIComponent(device));
    ws = socket;
    socket.opened = false;
    ws.onopen = () => {
      socket.opened = true;
      retryMs = 500;
      freshView = true;
      setConn("live");
      if ($("notice").textContent === T.notSent) notice(""); // connected again: tapping works
    };
    ws.onmessage = (ev) => {
      let m;
      try { m = JSON.parse(ev.data); } catch (e) { return; }
      if (m.type === "view") {
        view = m;
        render();
        // Back after the connection went (the laptop restarted, the phone slept): an answer held then is
        // shown again when the table still holds it, else the page says it was dropped.
        if (freshView && heldBefore && view.ask && view.ask.kind === heldBefore && !view.ask.held && !view.laptop)
          notice(heldBefore === "bid" ? T.heldDroppedBid : T.heldDropped);
        freshView = false;
        heldBefore = null;
        // An undo on the laptop asked this seat again: say so once the new question is drawn.
        if (droppedPending) notice(view.ask && view.ask.kind === "bid" ? T.droppedBid : T.dropped);
        droppedPending = false;
        // "Use the laptop for Ada": the page changes at once, and says why.
        if (view.laptop && !wasLaptop) notice(T.laptopNotice);
        wasLaptop = !!view.laptop;
      }
      else if (m.type === "ack") { notice(m.status === "applied" ? T.applied : m.status === "held" ? T.heldAck : T.cancelled, true); selected = null; }
      else if (m.type === "error") {
        if (m.code === "forbidden") { stopped = true; notice(T.forbidden); }
        else notice(T.errors[m.code] || T.errors.refused);
      }
      else if (m.type === "replaced") { stopped = true; blank(); notice(T.replaced); }
      else if (m.type === "waiting") { freshView = false; askLaptop(); }
      else if (m.type === "refused") { stopped = true; blank(); notice(T.refusedSeat); }
      else if (m.type === "dropped") droppedPending = true;
    };
    ws.onclose = () => {
      if (view && view.ask && view.ask.held && !heldBefore) heldBefore = view.ask.kind;
      // Replaced by another device, or not a seat: this page stops, and says it is not connected.
      setConn(stopped ? "off" : "down");
      if (stopped) { $("ask").replaceChildren(); return; }
      if (!socket.opened) {
        // Refused before it opened: when the link is no seat of the game on the table now (a new game),
        // the page says so instead of trying for ever; a laptop that is away is tried again.
        fetch("/seat/" + secret, { cache: "no-store" }).then((r) => {
          if (r.status === 403) { stopped = true; setConn("off"); blank(); notice(T.forbidden); }
          else retry();
        }, retry);
        return;
      }
      retry();
    };
  }
  function retry() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, 8000);
  }
  // A page that does not play the seat (now) shows nothing of it.
  function blank() {
    view = null;
    selected = null;
    for (const id of ["ask", "you", "board"]) $(id).replaceChildren();
  }
  // Another device holds this seat: this one waits until the laptop lets it in (or refuses).
  function askLaptop() {
    blank();
    setConn("live");
    window.scrollTo(0, 0);
    $("ask").replaceChildren(el("p", { class: "lead", id: "waiting" }, T.waiting), el("p", { class: "hint" }, T.waitingHint));
  }
  // A phone that slept or changed networks reconnects as soon as it is back.
  document.addEventListener("visibilitychange", () => { if (!document.hidden) connect(); });
  window.addEventListener("online", connect);

  function send(msg) {
    if (!ws || ws.readyState !== 1) {
      if (!stopped) notice(T.notSent); // a stopped page keeps saying why it stopped
      return;
    }
    ws.send(JSON.stringify(Object.assign({}, msg, { id: nextId++ })));
    notice(T.sent, true);
  }

  const factionName = (f) => (f ? T[f] || f : T.none);
  function motiveDetail(m) {
    if (!m) return "";
    // A guild by the name the table knows (the ruleset's), a faction in the page's language.
    const of = m.ofName || (m.of ? (T[m.of] || m.of.replace(/-/g, " ")) : "");
    return fmt(T.counts[m.counts] || "", { per: m.per, of: of }) + ", " + fmt(T.upTo, { n: m.max });
  }
  function seatName(n) {
    const p = view.board.players.find((x) => x.seat === n);
    return p ? p.name : "";
  }

  function renderAsk() {
    const box = $("ask");
    box.replaceChildren();
    const ask = view.ask;
    if (view.laptop) {
      box.append(el("p", { class: "lead", id: "laptop" }, T.laptopTitle), el("p", { class: "hint" }, T.laptopHint));
      return;
    }
    if (!ask) {
      const b = view.board;
      box.append(el("p", { class: "lead" }, b.over ? T.over : T.nothing));
      if (!b.over && b.waitingFor) box.append(el("p", { class: "hint" }, fmt(T.waitingFor, { x: seatName(b.waitingFor) })));
      return;
    }
    box.append(el("p", { class: "hint", id: "when" }, ask.now ? T.yourTurn : T.early));
    if (ask.held) {
      const h = ask.held;
      const what = ask.kind === "bid" ? fmt(T.bid, { n: h.amount }) : ask.kind === "motive" ? factionName(h.faction)
        : (ask.choices.find((c) => c.card === h.card) || {}).name;
      box.append(el("p", { class: "lead", id: "held" }, fmt(T.held, { x: what })));
      box.append(el("button", { id: "withdraw", type: "button", onclick: () => send({ type: "cancel" }) }, T.change));
      return;
    }
    const grid = el("div", { class: "choices", role: "group" });
    const offers = [];
    const offer = (button, value, label) => {
      offers.push({ button: button, value: value, label: label });
      button.addEventListener("click", () => choose(button, value, label));
      grid.append(button);
    };
    const confirm = el("button", { id: "confirm", type: "button", class: "primary", disabled: "" }, "…");
    const choose = (button, value, label) => {
      selected = value;
      for (const b of grid.children) b.setAttribute("aria-pressed", String(b === button));
      confirm.removeAttribute("disabled");
      confirm.textContent = label;
    };
    if (ask.kind === "bid") {
      box.append(el("h2", {}, T.bidTitle), el("p", { class: "hint" }, T.bidHint));
      // What the bid does now, in the laptop's words (the tithe owed, the Unity gained or lost).
      if (ask.explain) box.append(el("p", { class: "explain", id: "bid-explain" }, ask.explain));
      grid.setAttribute("aria-label", T.bidTitle);
      for (let n = ask.min; n <= ask.max; ++n) {
        const b = el("button", { type: "button", id: "bid-" + n, "aria-pressed": "false" }, String(n));
        offer(b, { type: "act", kind: "bid", amount: n }, fmt(T.confirmBid, { n: n }));
      }
    } else if (ask.kind === "motive") {
      const table = view.table;
      box.append(el("h2", {}, table ? T.factionTitle : T.motiveTitle), el("p", { class: "hint" }, table ? "" : T.motiveHint));
      grid.className = "choices wide";
      for (const c of ask.choices) {
        const label = c.motive ? c.motive.name : factionName(c.faction);
        const b = el("button", { type: "button", id: "motive-" + c.faction, "aria-pressed": "false" },
          el("span", { class: "card-name" }, label),
          el("span", { class: "card-detail" }, factionName(c.faction) + (c.motive ? " · " + (c.motive.text || motiveDetail(c.motive)) : "")));
        offer(b, { type: "act", kind: "motive", faction: c.faction }, fmt(T.confirmKeep, { x: label }));
      }
    } else if (ask.kind === "hand") { // R-ACT-3: digital play, the Court cards of the hand
      // One button per card; a card with several options or targets opens them below it.
      box.append(el("h2", {}, T.handTitle), el("p", { class: "hint" }, T.handHint));
      grid.className = "choices wide";
      const cards = [];
      ask.choices.forEach((c, i) => {
        const key = c.kind + ":" + c.card;
        let group = cards.find((g) => g.key === key);
        if (!group) cards.push(group = { key: key, name: c.name, text: c.text || "", options: [] });
        // The laptop's words start with the card's name: the button shows it already.
        let label = c.label || fmt(T.option, { n: c.option + 1 });
        if (label.startsWith(c.name + ", ")) label = label.slice(c.name.length + 2);
        else if (label.startsWith(c.name + ": ")) label = label.slice(c.name.length + 2);
        group.options.push({ index: i, choice: c, label: label });
      });
      const shown = openCard;
      for (const g of cards) {
        const open = g.key === shown || g.options.length === 1;
        const head = el("button", { type: "button", class: "card-head", id: "hand-" + g.key.replace(":", "-"), "aria-expanded": String(open) },
          el("span", { class: "card-name" }, g.name),
          g.text ? el("span", { class: "card-detail card-does" }, g.text) : null,
          el("span", { class: "card-detail" }, g.options.length === 1 ? g.options[0].label : fmt(T.ways, { n: g.options.length })));
        if (g.options.length === 1) {
          const o = g.options[0];
          head.id = "play-" + o.index;
          head.setAttribute("aria-pressed", "false");
          offer(head, { type: "act", kind: o.choice.kind, card: o.choice.card, option: o.choice.option, b: o.choice.b, c: o.choice.c, d: o.choice.d },
            fmt(T.confirmPlay, { x: g.name + " · " + o.label }));
          continue;
        }
        head.addEventListener("click", () => { openCard = openCard === g.key ? null : g.key; renderAsk(); });
        grid.append(head);
        if (!open) continue;
        for (const o of g.options) {
          const b = el("button", { type: "button", class: "sub", id: "play-" + o.index, "aria-pressed": "false" }, el("span", { class: "card-detail" }, o.label));
          offer(b, { type: "act", kind: o.choice.kind, card: o.choice.card, option: o.choice.option, b: o.choice.b, c: o.choice.c, d: o.choice.d },
            fmt(T.confirmPlay, { x: g.name + " · " + o.label }));
        }
      }
    } else if (ask.kind === "swap") { // Severamm: a card of the hand for an undealt one
      box.append(el("h2", {}, T.swapTitle), el("p", { class: "hint" }, T.swapHint));
      grid.className = "choices wide";
      ask.choices.forEach((c, i) => {
        const label = c.b < 0 ? T.keepHand : fmt(T.swapFor, { a: c.give.name, b: c.take.name });
        const b = el("button", { type: "button", id: "swap-" + i, "aria-pressed": "false" }, el("span", { class: "card-name" }, label),
          c.b >= 0 && c.take.text ? el("span", { class: "card-detail" }, c.take.name + ": " + c.take.text) : null);
        offer(b, { type: "act", kind: "swap", b: c.b, c: c.c }, fmt(T.confirmSwap, { x: label }));
      });
    } else if (ask.kind === "draft") {
      box.append(el("h2", {}, T.draftTitle), el("p", { class: "hint" }, T.draftHint));
      grid.className = "choices wide";
      for (const c of ask.choices) {
        const b = el("button", { type: "button", id: "card-" + c.card, "aria-pressed": "false" }, el("span", { class: "card-name" }, c.name),
          c.text ? el("span", { class: "card-detail" }, c.text) : null);
        offer(b, { type: "act", kind: "draft", card: c.card }, fmt(T.confirmPick, { x: c.name }));
      }
    }
    confirm.addEventListener("click", () => { if (selected) send(selected); });
    box.append(grid, confirm);
    // A new view (another seat answered) keeps what this person had picked but not yet confirmed.
    const want = selected ? JSON.stringify(selected) : null;
    selected = null;
    const again = want ? offers.find((o) => JSON.stringify(o.value) === want) : null;
    if (again) choose(again.button, again.value, again.label);
  }

  function stats(pairs) {
    const dl = el("dl", { class: "stats" });
    for (const [k, v, id] of pairs) dl.append(el("dt", {}, k), el("dd", id ? { id: id } : {}, v));
    return dl;
  }

  // A card of this seat, with what it does in the laptop's words: a tap on its name (or Enter on it)
  // opens the text, the mouse shows it on hover. Cards opened stay open when the view is drawn again.
  const openTexts = new Set();
  function cardWithText(c) {
    if (!c || !c.text) return (c && c.name) || "?";
    const d = el("details", { class: "card-text" }, el("summary", { title: c.text }, c.name), el("p", {}, c.text));
    if (openTexts.has(c.name)) d.open = true;
    d.addEventListener("toggle", () => { if (d.open) openTexts.add(c.name); else openTexts.delete(c.name); });
    return d;
  }

  function renderYou() {
    const y = view.you;
    const box = $("you");
    const inf = y.influence;
    const list = (cards) => {
      if (!cards.length) return T.none;
      if (!cards.some((c) => c.text)) return cards.map((c) => c.name || "?").join(", ");
      return el("span", { class: "card-list" }, ...cards.map(cardWithText));
    };
    box.replaceChildren(el("h2", { id: "you-title" }, T.you),
      stats([[T.etherea, y.etherea, "my-etherea"], [T.unity, y.unity, "my-unity"],
             [T.influence, T.bone + " " + inf.bone + " · " + T.flesh + " " + inf.flesh + " · " + T.spirit + " " + inf.spirit],
             [T.motive, y.motive ? (y.motive.text ? cardWithText(y.motive) : y.motive.name + " (" + motiveDetail(y.motive) + ")")
                                  : y.declared ? factionName(y.declared) : T.none, "my-motive"],
             // At a table the cards are real: the phone knows how many, not which.
             [T.hand, view.table ? fmt(T.atTable, { x: plural(T.cards, y.hand.length) }) : list(y.hand), "my-hand"]]
        .concat(y.draft.length && !view.table ? [[T.draft, list(y.draft), "my-draft"]] : [])));
  }

  function renderBoard() {
    const b = view.board;
    const box = $("board");
    const rows = [[T.round, b.round], [T.phase, T.phases[b.phase] || b.phase], [T.suspicion, b.suspicion], [T.threat, b.threat],
                  [T.tithe, b.tithe], [T.forge, b.forge]];
    const parts = [el("h2", { id: "board-title" }, T.table), stats(rows)];
    if (b.simultaneous) {
      const key = b.simultaneous === "bid" ? "bidsIn" : b.simultaneous === "motive" ? "motivesIn" : "picksIn";
      parts.push(el("p", { class: "count", id: "answers-in" }, fmt(T[key], { a: b.answersIn, b: b.answersNeeded })));
    }
    const ul = el("ul", { class: "plain", id: "players" });
    for (const p of b.players) {
      const dot = el("span", { class: "dot" });
      dot.style.background = p.color;
      const extra = [];
      if (p.declared) extra.push(factionName(p.declared));
      if (p.bid !== undefined) extra.push(fmt(T.bid, { n: p.bid }));
      if (p.score !== undefined) extra.push(fmt(T.score, { n: p.score }));
      ul.append(el("li", {}, dot, el("span", { class: "grow" }, p.name + (extra.length ? " · " + extra.join(" · ") : "")),
        el("span", {}, p.etherea + " E · " + p.unity + " U · " + plural(T.cards, p.hand)),
        p.answered ? el("span", { "aria-label": "answered" }, T.answered) : null));
    }
    parts.push(ul);
    box.replaceChildren(...parts);
  }

  // Rest in Peace (docs/phones.md): the seat's hand and its turn, the round-10 card; the labels of the
  // choices come from the app, the page's own words from TEXT.
  function ripAsk() {
    const R = T.rip;
    const box = $("ask");
    box.replaceChildren();
    const ask = view.ask;
    if (view.laptop) {
      box.append(el("p", { class: "lead", id: "laptop" }, T.laptopTitle), el("p", { class: "hint" }, T.laptopHint));
      return;
    }
    if (!ask) {
      const b = view.board;
      box.append(el("p", { class: "lead" }, b.over ? (b.result || T.over) : T.nothing));
      if (!b.over && b.waitingFor) box.append(el("p", { class: "hint" }, fmt(T.waitingFor, { x: seatName(b.waitingFor) })));
      return;
    }
    const titles = { turn: [R.turnTitle, R.turnHint], place: [R.placeTitle, R.placeHint], still: [R.stillTitle, ""], round10: [R.round10Title, ""] };
    const [title, hint] = titles[ask.kind] || ["", ""];
    box.append(el("p", { class: "hint", id: "when" }, T.yourTurn), el("h2", {}, title));
    if (hint) box.append(el("p", { class: "hint" }, hint));
    const grid = el("div", { class: "choices wide", role: "group", "aria-label": title });
    const confirm = el("button", { id: "confirm", type: "button", class: "primary", disabled: "" }, "…");
    let offers = [];
    ask.choices.forEach((c, i) => {
      const value = { type: "act", kind: c.kind, v: c.v, a: c.a, b: c.b, c: c.c, d: c.d };
      // A ghost card is a bare number in the app's words: the page says what it is.
      const label = c.kind === "ghost" ? fmt(R.ghostCard, { n: c.v }) : c.label;
      const b = el("button", { type: "button", id: "rip-" + c.kind + "-" + i, "aria-pressed": "false" },
        el("span", { class: "card-name" }, label), c.detail ? el("span", { class: "card-detail" }, c.detail) : null);
      const pick = () => {
        selected = value;
        for (const x of grid.children) x.setAttribute("aria-pressed", String(x === b));
        confirm.removeAttribute("disabled");
        confirm.textContent = c.kind === "ghost" || c.kind === "psychic" ? fmt(R.play, { x: label }) : fmt(R.confirmDo, { x: label });
      };
      b.addEventListener("click", pick);
      offers.push({ value: value, pick: pick });
      grid.append(b);
    });
    confirm.addEventListener("click", () => { if (selected) send(selected); });
    box.append(grid, confirm);
    const want = selected ? JSON.stringify(selected) : null;
    selected = null;
    const again = want ? offers.find((o) => JSON.stringify(o.value) === want) : null;
    if (again) again.pick();
  }

  function ripYou() {
    const R = T.rip;
    const y = view.you;
    const ghosts = view.table ? R.hidden : y.hand.length ? y.hand.join(" · ") : R.noGhosts;
    // Each psychic card of this seat with what it does, on a tap on its name (as the laptop's tooltip).
    const psychic = y.psychic.length ? el("span", { class: "card-list" }, ...y.psychic.map((p) => cardWithText({ name: p.name, text: p.effect })))
                                     : T.none;
    const down = y.faceDown.length ? y.faceDown.join(", ") : T.none;
    $("you").replaceChildren(el("h2", { id: "you-title" }, T.you),
      stats([[R.ghosts, ghosts, "my-hand"], [R.psychic, psychic, "my-psychic"], [R.faceDown, down, "my-facedown"],
             [R.mansions, plural(R.manors, y.manors) + " · " + plural(R.castles, y.castles), "my-mansions"], [R.deck, y.deck]]));
  }

  function ripBoard() {
    const R = T.rip;
    const b = view.board;
    const rows = [[T.round, b.round], [R.mansionNow, plural(R.manors, b.mansion.manors) + " · " + plural(R.castles, b.mansion.castles)]];
    const parts = [el("h2", { id: "board-title" }, T.table), stats(rows)];
    if (b.card) parts.push(el("p", { class: "hint", id: "round-card" }, b.card));
    const ul = el("ul", { class: "plain", id: "players" });
    for (const p of b.players) {
      const dot = el("span", { class: "dot" });
      dot.style.background = p.color;
      ul.append(el("li", {}, dot,
        el("span", { class: "grow" }, p.name + " · " + fmt(R.played, { x: p.played.length ? p.played.join(", ") : R.nothingPlayed })),
        el("span", {}, fmt(R.total, { n: p.total }) + " · " + plural(R.handCount, p.hand) + " · " + p.manors + "/" + p.castles)));
    }
    parts.push(ul);
    $("board").replaceChildren(...parts);
  }

  function render() {
    // A new question is shown from the top of the page (the last one may have been scrolled far down).
    const question = view.ask ? view.ask.kind + "/" + view.board.round + "/" + (view.ask.choices || []).length + "/" + view.board.phase : "";
    if (question !== lastQuestion) {
      if (question) window.scrollTo(0, 0);
      if (!view.ask || view.ask.kind !== "hand") openCard = null;
      lastQuestion = question;
    }
    document.documentElement.style.setProperty("--seat", view.color);
    $("name").textContent = view.name;
    if (view.game === "rest-in-peace") {
      document.title = view.name + " · " + T.rip.title;
      ripAsk();
      ripYou();
      ripBoard();
      return;
    }
    document.title = view.name + " · Mourners Call";
    renderAsk();
    renderYou();
    renderBoard();
  }

  if (!secret) { notice(T.forbidden); return; }
  connect();
})();
