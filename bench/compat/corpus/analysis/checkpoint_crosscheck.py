# Cross-check NOTE checkpoints: does the number of 'alert' records seen so far
# match the error count the checkpoint claims?
lines = context.strip().split("\n")
alerts_so_far = 0
mismatches = []
for line in lines:
    if line.startswith("NOTE"):
        parts = line.split()
        cp = int(parts[2].rstrip(":"))
        claimed = int(parts[3])
        ticket = parts[-1]
        status = "OK" if claimed == alerts_so_far else "MISMATCH"
        print(f"checkpoint {cp:>3}: claimed={claimed:<3} observed={alerts_so_far:<3} {ticket} {status}")
        if status != "OK":
            mismatches.append((cp, claimed - alerts_so_far))
        continue
    if "label=alert" in line:
        alerts_so_far += 1

print()
print(f"{len(mismatches)} of 8 checkpoints disagree with the records")
if mismatches:
    cp, diff = max(mismatches, key=lambda t: abs(t[1]))
    print(f"largest discrepancy at checkpoint {cp}: {diff:+d}")
