import re

def llm_query(prompt):
    doc = prompt.split("DOC:", 1)[1]
    price = re.search(r"\$(\d+)", doc)
    term = re.search(r"(\d+)[- ]month", doc)
    return f"price={price.group(1) if price else '?'};term={term.group(1) if term else '?'}"

context = {
    "vendor_a.txt": "Vendor A offers a 12-month contract at $900 with support.",
    "vendor_b.txt": "For $750 Vendor B provides a 24 month term, support extra.",
    "vendor_c.txt": "Vendor C: pricing on request.",
}
rows = []
for name, text in context.items():
    fields = dict(kv.split("=") for kv in llm_query(f"Extract price and term.\nDOC:{text}").split(";"))
    rows.append((name, fields["price"], fields["term"]))
for name, price, term in rows:
    monthly = f"{int(price) / int(term):.2f}" if price.isdigit() and term.isdigit() else "n/a"
    print(f"{name:<13} price={price:>4} term={term:>3} monthly={monthly}")
priced = [(int(p) / int(t), n) for n, p, t in rows if p.isdigit() and t.isdigit()]
FINAL_ANSWER = min(priced)[1] if priced else None
print("cheapest per month:", FINAL_ANSWER)
