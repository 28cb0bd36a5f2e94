import json

pages = {
    None: '{"items": [{"id": 1, "v": 10}, {"id": 2, "v": 20}], "next": "c2"}',
    "c2": '{"items": [{"id": 3, "v": 5}], "next": "c3"}',
    "c3": '{"items": [], "next": "c4"}',
    "c4": '{"items": [{"id": 4, "v": 7}, {"id": 2, "v": 99}], "next": null}',
}

def fetch(cursor):
    return json.loads(pages[cursor])

seen, items, cursor, n_pages = set(), [], None, 0
while True:
    page = fetch(cursor)
    n_pages += 1
    for it in page["items"]:
        if it["id"] in seen:
            print("duplicate id", it["id"], "skipped")
            continue
        seen.add(it["id"])
        items.append(it)
    cursor = page.get("next")
    if cursor is None:
        break
print(n_pages, "pages,", len(items), "items, total v =", sum(i["v"] for i in items))
print(json.dumps(items, separators=(",", ":")))
