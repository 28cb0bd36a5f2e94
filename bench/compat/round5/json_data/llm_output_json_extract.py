import json, re
responses = [
    'Sure! Here is the result:\n```json\n{"label": "positive", "score": 0.92}\n```',
    'The answer is {"label": "negative", "score": 0.31} as requested.',
    '```\n{"label": "neutral", "score": 0.5,}\n```',
    "I cannot determine the sentiment.",
    '{"label": "positive", "score": "0.77"}',
]

def extract(text):
    m = re.search(r"```(?:json)?\s*(\{.*?\})\s*```", text, re.S)
    cand = m.group(1) if m else None
    if cand is None:
        m = re.search(r"\{.*\}", text, re.S)
        cand = m.group(0) if m else None
    if cand is None:
        return None, "no json"
    try:
        return json.loads(cand), None
    except json.JSONDecodeError:
        try:
            return json.loads(re.sub(r",\s*([}\]])", r"\1", cand)), "repaired"
        except json.JSONDecodeError as e:
            return None, str(e)

for r in responses:
    obj, note = extract(r)
    if obj:
        obj["score"] = float(obj["score"])
    print(obj, "|", note)
