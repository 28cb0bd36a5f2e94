package pull

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/parquet-go/parquet-go"
)

// ReadParquetRows reads every row of a parquet file as a map from column
// name to value, so dataset rows (OOLONG, LongBench-v2) can be turned into
// tasks without a Go struct per dataset. Strings come back as string,
// integers as int64 or int32, lists as []any.
func ReadParquetRows(path string) ([]map[string]any, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	pf, err := parquet.OpenFile(f, fi.Size())
	if err != nil {
		return nil, fmt.Errorf("%s: not a readable parquet file: %w", path, err)
	}
	r := parquet.NewGenericReader[any](pf)
	defer r.Close()
	out := make([]map[string]any, 0, pf.NumRows())
	buf := make([]any, 64)
	for {
		n, err := r.Read(buf)
		for _, v := range buf[:n] {
			m, ok := v.(map[string]any)
			if !ok {
				return nil, fmt.Errorf("%s: row %d is %T, want a record", path, len(out), v)
			}
			out = append(out, m)
		}
		clear(buf[:n])
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: row %d: %w", path, len(out), err)
		}
		if n == 0 {
			return out, nil
		}
	}
}

// ReadRows reads dataset rows from a pulled file by extension: .parquet,
// .jsonl (one object per line) or .json (an array of objects).
func ReadRows(path string) ([]map[string]any, error) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".parquet":
		return ReadParquetRows(path)
	case ".jsonl":
		return readJSONLRows(path)
	case ".json":
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		var rows []map[string]any
		if err := json.Unmarshal(b, &rows); err != nil {
			return nil, fmt.Errorf("%s: want a JSON array of objects: %w", path, err)
		}
		return rows, nil
	}
	return nil, fmt.Errorf("%s: unknown row format (want .parquet, .jsonl or .json)", path)
}

func readJSONLRows(path string) ([]map[string]any, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 512<<20)
	var rows []map[string]any
	line := 0
	for sc.Scan() {
		line++
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			return nil, fmt.Errorf("%s line %d: invalid JSON: %v", filepath.Base(path), line, err)
		}
		rows = append(rows, m)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s line %d: %w", filepath.Base(path), line+1, err)
	}
	return rows, nil
}
