rows = [("id", "name", "score"), (1, "ann", 9.5), (2, "bob", 7.25), (3, "cy", 10)]
csv_text = "\n".join(",".join(str(c) for c in r) for r in rows)
print(csv_text)
parts = []
for r in rows[1:]:
    parts.append(f"<tr>{''.join(f'<td>{c}</td>' for c in r)}</tr>")
html = "<table>\n  " + "\n  ".join(parts) + "\n</table>"
print(html)
sentence = " ".join(["word"] * 3)
print(sentence, len(sentence))
acc = ""
for i in range(5):
    acc += str(i) * i
print(acc, "".join(reversed(acc)))
print(", ".join(map(repr, ["a", 'b"', "c'd"])))
print("\n".join(f"{k}: {v}" for k, v in {"x": 1, "y": [2]}.items()))
