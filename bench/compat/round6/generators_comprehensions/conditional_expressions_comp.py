temps = {"mon": 18.5, "tue": 24.0, "wed": 31.2, "thu": None, "fri": 12.9, "sat": 27.7, "sun": -1.0}
labels = {d: ("missing" if t is None else "hot" if t >= 30 else "warm" if t >= 20 else "cold" if t < 5 else "mild")
          for d, t in temps.items()}
print(labels)
valid = [t for t in temps.values() if t is not None]
print(f"{min(valid)} .. {max(valid)}, avg {sum(valid) / len(valid):.2f}")
print([d for d, l in labels.items() if l in ("hot", "warm")])
fahrenheit = {d: round(t * 9 / 5 + 32, 1) for d, t in temps.items() if t is not None}
print(fahrenheit)
streak = best = 0
for t in temps.values():
    streak = streak + 1 if t is not None and t > 15 else 0
    best = max(best, streak)
print("longest warm streak:", best)
