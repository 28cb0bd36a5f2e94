names = ["report_2024.csv", "report_final.csv.bak", "data.csv", "readme"]
for n in names:
    print(n.removeprefix("report_").removesuffix(".csv"), n.endswith((".csv", ".bak")))
print("xxhixx".strip("x"), "xxhixx".lstrip("x"), "xxhixx".rstrip("x"))
print("www.example.com".strip("wcom."))
print("  \t tabbed\n".strip(), "|" + "abc".center(9, "*") + "|")
