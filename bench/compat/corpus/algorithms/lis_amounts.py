import bisect

amounts = [float(l.split()[3][7:]) for l in context.splitlines() if l.startswith("id=")]

def lis_length_quadratic(seq):
    dp = [1] * len(seq)
    for i in range(len(seq)):
        for j in range(i):
            if seq[j] < seq[i] and dp[j] + 1 > dp[i]:
                dp[i] = dp[j] + 1
    return max(dp, default=0)

def lis(seq):
    tails, tail_idx, parent = [], [], [-1] * len(seq)
    for i, x in enumerate(seq):
        pos = bisect.bisect_left(tails, x)
        if pos == len(tails):
            tails.append(x)
            tail_idx.append(i)
        else:
            tails[pos] = x
            tail_idx[pos] = i
        parent[i] = tail_idx[pos - 1] if pos > 0 else -1
    out, k = [], tail_idx[-1] if tail_idx else -1
    while k != -1:
        out.append(seq[k])
        k = parent[k]
    return out[::-1]

seq = lis(amounts)
print("LIS length:", len(seq), "quadratic:", lis_length_quadratic(amounts))
print("LIS:", seq)
print(all(a < b for a, b in zip(seq, seq[1:])))
dec = lis([-a for a in amounts])
print("LDS length:", len(dec), [-x for x in dec][:5])
print(lis([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]), lis([]), lis([5, 5, 5]))
