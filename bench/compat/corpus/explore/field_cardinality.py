rows = [dict(tok.split("=", 1) for tok in l.split(" msg=")[0].split()) for l in context.splitlines() if l.startswith("id=")]
for field in ("user", "label", "region"):
    vals = sorted({r[field] for r in rows})
    print(f"{field:>7}: {len(vals)} distinct -> {', '.join(vals)}")
