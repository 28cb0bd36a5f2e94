text = "key1=val1;key2=val2;key3=val3"
out = {}
pos = 0
while pos < len(text):
    end = text.find(";", pos)
    if end == -1:
        end = len(text)
    k, v = text[pos:end].split("=")
    out[k] = v
    pos = end + 1
print(out)
