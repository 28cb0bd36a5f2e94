import re
print(re.findall(r"(?<=user=)\w+", context)[:5])
print(re.findall(r"\d+(?= errors)", context))
