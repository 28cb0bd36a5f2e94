factors = {
    ("km", "mi"): 0.621371,
    ("kg", "lb"): 2.20462,
    ("l", "gal"): 0.264172,
    ("m", "ft"): 3.28084,
}
def convert(value, src, dst):
    if src == dst:
        return value
    if (src, dst) in factors:
        return value * factors[src, dst]
    if (dst, src) in factors:
        return value / factors[dst, src]
    if {src, dst} == {"c", "f"}:
        return value * 9 / 5 + 32 if src == "c" else (value - 32) * 5 / 9
    raise ValueError(f"no conversion from {src} to {dst}")

context = "5 km to mi; 10 lb to kg; 100 c to f; 98.6 f to c; 3 l to gal; 6 ft to m; 2 kg to km"
for q in context.split("; "):
    v, src, _, dst = q.split()
    try:
        r = convert(float(v), src, dst)
        print(f"{float(v):g} {src} = {r:.4f} {dst} (~{round(r, 1):g})")
    except ValueError as e:
        print("error:", e)
