import re
filler = [f"Record {i}: nothing notable happened on day {i}." for i in range(120)]
filler[37] = "Record 37: The vault code is stored under the alias 'heron'."
filler[88] = "Record 88: The alias 'heron' maps to the number 40213."
filler[101] = "Record 101: The alias 'egret' maps to the number 99999."
context = "\n".join(filler)
hop1 = re.search(r"vault code is stored under the alias '(\w+)'", context)
alias = hop1.group(1)
print("hop 1 -> alias:", alias, "at line", context[:hop1.start()].count("\n"))
hop2 = re.search(rf"alias '{re.escape(alias)}' maps to the number (\d+)", context)
print("hop 2 -> number:", hop2.group(1))
answer = {"content": hop2.group(1), "ready": True}
print(answer)
all_aliases = dict(re.findall(r"alias '(\w+)' maps to the number (\d+)", context))
print(sorted(all_aliases.items()))
