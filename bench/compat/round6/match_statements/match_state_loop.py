context = 'name="Ann Lee", age=31, city="New York", note="says \\"hi\\"", empty=""'

state = "key"
key = value = ""
pairs = {}
i = 0
while i < len(context):
    ch = context[i]
    match state, ch:
        case "key", "=":
            state = "pre_value"
        case "key", " " | ",":
            pass
        case "key", _:
            key += ch
        case "pre_value", '"':
            state = "quoted"
        case "pre_value", _:
            state = "bare"
            value = ch
        case "quoted", "\\":
            value += context[i + 1]
            i += 1
        case "quoted", '"':
            pairs[key] = value
            key = value = ""
            state = "key"
        case "quoted" | "bare", ",":
            if state == "bare":
                pairs[key] = int(value) if value.isdigit() else value
                key = value = ""
                state = "key"
            else:
                value += ch
        case ("quoted" | "bare"), _:
            value += ch
    i += 1
if state == "bare":
    pairs[key] = value
print(pairs)
