import html
from collections import defaultdict

rows = defaultdict(lambda: {"ham": 0, "spam": 0, "promo": 0, "alert": 0})
for line in context.splitlines():
    if line.startswith("id="):
        region = line.split("region=")[1].split()[0]
        rows[region][line.split("label=")[1].split()[0]] += 1

out = ["<table>", "  <tr>" + "".join(f"<th>{h}</th>" for h in ["region", "ham", "spam", "promo", "alert"]) + "</tr>"]
for region in sorted(rows):
    cells = "".join(f"<td>{rows[region][k]}</td>" for k in ("ham", "spam", "promo", "alert"))
    out.append(f"  <tr><td>{html.escape(region)}</td>{cells}</tr>")
out.append("</table>")
print("\n".join(out))

sample = [l for l in context.splitlines() if "prize" in l][0]
msg = sample.split('msg=')[1]
print(html.escape(msg), html.escape("<b>a & b</b>", quote=False))
print(html.unescape("&lt;ok&gt; &amp; &quot;q&quot; &#39;s&#39; &euro;"))
lines = [f"{k:>8}: {'#' * (sum(v.values()) // 4)}" for k, v in sorted(rows.items())]
print("\n".join(lines))
