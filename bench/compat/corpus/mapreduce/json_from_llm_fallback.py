import json
def ask_json(prompt):
    raw = llm_query(prompt + "\nRespond in JSON.")
    try:
        return json.loads(raw)
    except json.JSONDecodeError as e:
        print("not JSON:", type(e).__name__, "at pos", e.pos)
        return {"raw": raw, "ok": False}
r = ask_json("How many spam rows?")
print(r["ok"], r["raw"][:25])
print(json.dumps(r, indent=1)[:60])
