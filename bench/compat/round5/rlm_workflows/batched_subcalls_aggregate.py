import json
chapters = {f"ch{i}": " ".join(["war"] * (i % 4) + ["peace"] * (i % 3) + ["love"] * (i % 5)) for i in range(1, 13)}
context = "\n\n".join(f"## {k}\n{v}" for k, v in chapters.items())
def llm_query_batched(prompts):
    outs = []
    for p in prompts:
        body = p.split("TEXT:\n", 1)[1]
        words = body.split()
        theme = max(("war", "peace", "love"), key=lambda w: (words.count(w), w)) if words else "none"
        outs.append(json.dumps({"theme": theme, "words": len(words)}))
    return outs
sections = [s for s in context.split("## ") if s.strip()]
prompts = []
for s in sections:
    name, _, body = s.partition("\n")
    prompts.append(f"Chapter {name}: give the dominant theme as JSON.\nTEXT:\n{body.strip()}")
results = {}
for i in range(0, len(prompts), 4):
    for p, out in zip(prompts[i:i + 4], llm_query_batched(prompts[i:i + 4])):
        results[p.split(":")[0].split()[1]] = json.loads(out)
for k, v in results.items():
    print(k, v)
themes = {}
for v in results.values():
    themes[v["theme"]] = themes.get(v["theme"], 0) + 1
print(dict(sorted(themes.items())), sum(v["words"] for v in results.values()))
