import re
context = "The rod is 12.5 cm long, weighs 3 kg, and the box holds 250 ml. Ship 1,200 units at -4.5 C by 2 pm. Distance: 3.2e3 m"
rx = re.compile(r"(-?\d{1,3}(?:,\d{3})+|-?\d+(?:\.\d+)?(?:e\d+)?)\s*([a-zA-Z]+)")
conv = {"cm": 0.01, "m": 1.0, "kg": 1000.0, "ml": 0.001}
for num, unit in rx.findall(context):
    value = float(num.replace(",", ""))
    extra = f" = {value * conv[unit]:g} base" if unit in conv else ""
    print(f"{num:>8} {unit:<6}{extra}")
ints = [int(x) for x in re.findall(r"(?<![\d.])\d+(?![\d.,])", context)]
print(ints)
