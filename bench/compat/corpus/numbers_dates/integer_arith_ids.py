ids = [int(l.split()[0][3:]) for l in context.splitlines() if l.startswith("id=")]
codes = []
for l in context.splitlines():
    if 'msg="' in l:
        nums = [int(w) for w in l.split('msg="')[1].rstrip('"').split() if w.isdigit()]
        codes.extend(nums)
print(len(ids), sum(ids), len(codes), sum(codes))
print("even ids:", sum(1 for i in ids if i % 2 == 0), "odd:", sum(i & 1 for i in ids))
print("digit sums:", [sum(int(c) for c in str(x)) for x in codes[:8]])
print("max code:", max(codes), "min code:", min(codes), "avg:", sum(codes) // len(codes), sum(codes) / len(codes))
checksum = 0
for c in codes:
    checksum = (checksum * 31 + c) % 1_000_000_007
print("checksum:", checksum)
print(2 ** 64 - 1, (2 ** 64 - 1).bit_length(), (255).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"))
print(abs(-17), -17 // 5, -17 % 5, 17 ^ 5, 17 | 5, 17 & 5, ~17, 1 << 10, 1024 >> 3)
print(divmod(sum(codes), 1000), pow(7, -1, 13), (12).bit_count(), int(True) + True)
print(f"{sum(codes):,}", str(10 ** 30)[:10], len(str(2 ** 1000)))
print(sorted(codes)[len(codes) // 2], sorted(set(c // 1000 for c in codes)))
