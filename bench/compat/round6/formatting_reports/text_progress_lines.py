def bar(done, total, width=24):
    frac = done / total if total else 1.0
    full = int(frac * width)
    part = "▏▎▍▌▋▊▉"[int((frac * width - full) * 7)] if full < width and frac * width - full > 1 / 7 else ""
    return f"[{'█' * full}{part}{' ' * (width - full - len(part))}] {frac:6.1%} ({done}/{total})"

for done in (0, 1, 7, 13, 23, 24):
    print(bar(done, 24))
print(bar(0, 0))
stages = {"download": (340, 340), "parse": (120, 340), "index": (0, 340)}
name_w = max(map(len, stages))
for name, (d, t) in stages.items():
    print(f"{name:>{name_w}} {bar(d, t, 12)}")
