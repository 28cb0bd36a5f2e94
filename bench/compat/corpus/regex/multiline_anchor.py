import re
starts = re.findall(r"^id=(\d+)", context, re.MULTILINE)
print(len(starts), starts[-1])
print(len(re.findall(r"\"$", context, re.M)))
