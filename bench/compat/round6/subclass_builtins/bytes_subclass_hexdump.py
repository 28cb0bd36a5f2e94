class Blob(bytes):
    def hexdump(self, width=8):
        lines = []
        for off in range(0, len(self), width):
            chunk = self[off:off + width]
            hexpart = " ".join(f"{b:02x}" for b in chunk)
            text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
            lines.append(f"{off:04x}  {hexpart:<{width * 3}} {text}")
        return "\n".join(lines)

    def checksum(self):
        return sum(self) % 256

b = Blob(b"RLM\x00\x01 payload\xff\xfe end")
print(b.hexdump())
print(len(b), b.checksum(), isinstance(b, bytes), type(b[1:4]).__name__, b[0], b.startswith(b"RLM"))
print(Blob(b"ab") + b"cd", type(Blob(b"ab") + b"cd").__name__, Blob(b"abc").upper(), Blob(b"x") == b"x")
