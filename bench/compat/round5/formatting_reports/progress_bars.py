tasks = {"download": 1.0, "parse": 0.62, "index": 0.305, "upload": 0.0, "verify": 0.999}
width = 30
for name, frac in tasks.items():
    filled = int(round(frac * width))
    bar = "#" * filled + "." * (width - filled)
    print(f"{name:<9}[{bar}] {frac:6.1%}")
blocks = " ▏▎▍▌▋▊▉█"
def fine_bar(frac, width=10):
    total = frac * width
    full = int(total)
    rem = int((total - full) * 8)
    return "█" * full + (blocks[rem] if full < width else "") 
for v in (0.05, 0.5, 0.77, 1.0):
    print(f"{v:4.2f} |{fine_bar(v):<10}|")
