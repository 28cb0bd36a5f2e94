amounts = [float(l.split()[3][7:]) for l in context.splitlines() if l.startswith("id=")]

def sort_count(arr):
    if len(arr) <= 1:
        return arr, 0
    mid = len(arr) // 2
    left, inv_l = sort_count(arr[:mid])
    right, inv_r = sort_count(arr[mid:])
    merged, i, j, inv = [], 0, 0, inv_l + inv_r
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            inv += len(left) - i
            j += 1
    merged.extend(left[i:])
    merged.extend(right[j:])
    return merged, inv

ordered, inversions = sort_count(amounts)
n = len(amounts)
print("sorted ok:", ordered == sorted(amounts), "inversions:", inversions, "of", n * (n - 1) // 2)
print(f"disorder: {inversions / (n * (n - 1) / 2):.4f}")
brute = sum(1 for i in range(n) for j in range(i + 1, n) if amounts[i] > amounts[j])
print("brute:", brute)
print(sort_count([3, 2, 1]), sort_count([1, 2, 3]), sort_count([]))

def insertion_sort(a):
    a = list(a)
    shifts = 0
    for i in range(1, len(a)):
        key, j = a[i], i - 1
        while j >= 0 and a[j] > key:
            a[j + 1] = a[j]
            j -= 1
            shifts += 1
        a[j + 1] = key
    return a, shifts

res, shifts = insertion_sort(amounts[:40])
print("insertion shifts == inversions:", shifts == sort_count(amounts[:40])[1], shifts, res[:4])
