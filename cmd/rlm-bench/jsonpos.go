package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
)

// jsonErrorAt adds the line and column to err when it comes from parsing
// the JSON file at path, so a hand-edited profile or manifest can be fixed
// without counting bytes. Other errors come back unchanged.
func jsonErrorAt(path string, err error) error {
	if err == nil || path == "" {
		return err
	}
	data, rerr := os.ReadFile(path)
	if rerr != nil {
		return err
	}
	offset := int64(-1)
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		offset = syn.Offset
	case errors.As(err, &typ):
		offset = typ.Offset
	default:
		// The error may have lost its type on the way up: a syntax error
		// is found again by parsing the file here.
		var v any
		if errors.As(json.Unmarshal(data, &v), &syn) {
			offset = syn.Offset
		}
	}
	if offset < 0 {
		return err
	}
	line, col := position(data, offset)
	return fmt.Errorf("%s:%d:%d: %w", path, line, col, err)
}

// position turns a byte offset into a 1-based line and column.
func position(data []byte, offset int64) (line, col int) {
	if offset > int64(len(data)) {
		offset = int64(len(data))
	}
	before := data[:offset]
	line = bytes.Count(before, []byte("\n")) + 1
	col = int(offset) - (bytes.LastIndexByte(before, '\n') + 1)
	if col < 1 {
		col = 1
	}
	return line, col
}

// fileOrEmpty is path when it names an existing file (a profile given as a
// file rather than a built-in name), else "".
func fileOrEmpty(path string) string {
	if st, err := os.Stat(path); err == nil && !st.IsDir() {
		return path
	}
	return ""
}
