package ab

import (
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"
)

// errSlowPath sends a row to encoding/json: anything the quick reader
// does not handle exactly as encoding/json would.
var errSlowPath = errors.New("ab: row needs the full decoder")

// rowFields are the keys parseRow reads; every other key is skipped.
var rowFields = []string{"task_id", "epoch", "family", "source_ids", "score", "input_tokens", "output_tokens",
	"cost_usd", "latency_ms", "dispatches", "assessments_total", "assessments_satisfied", "objective"}

// decodeRow fills row from one results line: json.Valid first (no
// allocation), then a reader that takes ab's thirteen fields and skips
// the rest without building them, which is most of a row. A line it does
// not read exactly as encoding/json would (escapes in a string it keeps,
// a key differing only in case, a fraction in an integer) goes to
// json.Unmarshal, which also words the error of a malformed line.
func decodeRow(line []byte, row *Row, intern func([]byte) string) error {
	if !json.Valid(line) {
		return json.Unmarshal(line, row)
	}
	if err := parseRow(line, row, intern); err != nil {
		*row = Row{}
		return json.Unmarshal(line, row)
	}
	return nil
}

func parseRow(b []byte, row *Row, intern func([]byte) string) error {
	i := skipSpace(b, 0)
	if i >= len(b) || b[i] != '{' {
		return errSlowPath
	}
	i++
	for {
		i = skipSpace(b, i)
		if b[i] == '}' {
			return nil
		}
		if b[i] == ',' {
			i = skipSpace(b, i+1)
		}
		key, next, ok := rawString(b, i)
		if !ok {
			return errSlowPath
		}
		i = skipSpace(b, next)
		i = skipSpace(b, i+1) // ':'
		end := skipValue(b, i)
		val := b[i:end]
		i = end
		if bytes.Equal(val, []byte("null")) {
			continue // encoding/json leaves the field as it was
		}
		var err error
		switch string(key) {
		case "task_id":
			row.TaskID, err = stringValue(val, intern, false)
		case "family":
			row.Family, err = stringValue(val, intern, true)
		case "source_ids":
			row.SourceIDs, err = stringsValue(val, intern)
		case "epoch":
			row.Epoch, err = intValue(val)
		case "dispatches":
			row.Dispatches, err = intValue(val)
		case "assessments_total":
			row.AssessmentsTotal, err = intValue(val)
		case "assessments_satisfied":
			row.AssessmentsSatisfd, err = intValue(val)
		case "input_tokens":
			row.InputTokens, err = int64Value(val)
		case "output_tokens":
			row.OutputTokens, err = int64Value(val)
		case "latency_ms":
			row.LatencyMS, err = int64Value(val)
		case "score":
			row.Score, err = floatValue(val)
		case "cost_usd":
			row.CostUSD, err = floatValue(val)
		case "objective":
			row.Objective, err = floatValue(val)
		default:
			for _, f := range rowFields {
				if strings.EqualFold(f, string(key)) {
					return errSlowPath // encoding/json matches keys without case
				}
			}
		}
		if err != nil {
			return err
		}
	}
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// rawString returns the bytes of the string at b[i] when it holds no
// escape, and the index past its closing quote.
func rawString(b []byte, i int) ([]byte, int, bool) {
	if i >= len(b) || b[i] != '"' {
		return nil, i, false
	}
	end := bytes.IndexByte(b[i+1:], '"')
	if end < 0 {
		return nil, i, false
	}
	s := b[i+1 : i+1+end]
	// encoding/json unescapes, and replaces invalid UTF-8: its path.
	if bytes.IndexByte(s, '\\') >= 0 || !utf8.Valid(s) {
		return nil, i, false
	}
	return s, i + end + 2, true
}

// skipValue returns the index past the JSON value at b[i]; the line is
// valid JSON (json.Valid), so brackets and quotes balance.
func skipValue(b []byte, i int) int {
	switch b[i] {
	case '"':
		return skipString(b, i)
	case '{', '[':
		depth := 0
		for i < len(b) {
			switch b[i] {
			case '"':
				i = skipString(b, i)
				continue
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1
				}
			}
			i++
		}
		return i
	default: // a number, true, false or null
		for i < len(b) && b[i] != ',' && b[i] != '}' && b[i] != ']' && b[i] != ' ' && b[i] != '\t' && b[i] != '\n' && b[i] != '\r' {
			i++
		}
		return i
	}
}

func skipString(b []byte, i int) int {
	for i++; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		}
	}
	return i
}

func stringValue(val []byte, intern func([]byte) string, shared bool) (string, error) {
	s, end, ok := rawString(val, 0)
	if !ok || end != len(val) {
		return "", errSlowPath
	}
	if shared {
		return intern(s), nil
	}
	return string(s), nil
}

func stringsValue(val []byte, intern func([]byte) string) ([]string, error) {
	if len(val) < 2 || val[0] != '[' {
		return nil, errSlowPath
	}
	out := []string{}
	i := skipSpace(val, 1)
	for i < len(val) && val[i] != ']' {
		if val[i] == ',' {
			i = skipSpace(val, i+1)
		}
		s, next, ok := rawString(val, i)
		if !ok {
			return nil, errSlowPath
		}
		out = append(out, intern(s))
		i = skipSpace(val, next)
	}
	return out, nil
}

func int64Value(val []byte) (int64, error) {
	n, err := strconv.ParseInt(string(val), 10, 64)
	if err != nil {
		return 0, errSlowPath
	}
	return n, nil
}

func intValue(val []byte) (int, error) {
	n, err := strconv.ParseInt(string(val), 10, strconv.IntSize)
	if err != nil {
		return 0, errSlowPath
	}
	return int(n), nil
}

func floatValue(val []byte) (float64, error) {
	f, err := strconv.ParseFloat(string(val), 64)
	if err != nil {
		return 0, errSlowPath
	}
	return f, nil
}
