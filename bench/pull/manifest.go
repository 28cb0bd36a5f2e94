// Package pull fetches benchmark sources named in a manifest into a data
// directory: raw/<id>.<ext> plus index.json recording what was pulled.
// Downloads resume from a .part file with HTTP Range requests, checksums
// are verified when the manifest gives one, and files already present are
// reused unless forced.
package pull

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/rlm-go/rlm/internal/lazyre"
)

// Source types.
const (
	TypeText    = "text"
	TypeParquet = "parquet"
	TypeJSONL   = "jsonl"
	TypeJSON    = "json" // one JSON document, e.g. LongBench-v2's data.json
	TypeLocal   = "local"
)

// Manifest lists the sources to pull.
type Manifest struct {
	Version int      `json:"version"`
	Sources []Source `json:"sources"`
}

// Source is one file to fetch. URL is http(s) for remote types; a local
// source names a file with Path (or a file:// URL). Optional sources are
// only pulled when named with --only or when Options.All is set, which
// keeps the large Hugging Face datasets off a default pull.
type Source struct {
	ID          string `json:"id"`
	URL         string `json:"url,omitempty"`
	Type        string `json:"type"`
	License     string `json:"license,omitempty"`
	SHA256      string `json:"sha256,omitempty"`
	Path        string `json:"path,omitempty"`
	Optional    bool   `json:"optional,omitempty"`
	Description string `json:"description,omitempty"`
}

var (
	idRE     = lazyre.New(`^[A-Za-z0-9][A-Za-z0-9_.\-]*$`)
	sha256RE = lazyre.New(`^[0-9a-fA-F]{64}$`)
)

// Ext is the file extension raw/<id>.<ext> gets.
func (s Source) Ext() string {
	switch s.Type {
	case TypeText:
		return "txt"
	case TypeParquet, TypeJSONL, TypeJSON:
		return s.Type
	}
	p := s.Path
	if p == "" {
		p = strings.TrimPrefix(s.URL, "file://")
	}
	if e := strings.TrimPrefix(filepath.Ext(p), "."); e != "" {
		return e
	}
	return "txt"
}

// LoadManifest reads a manifest file; "" means DefaultManifest.
func LoadManifest(path string) (*Manifest, error) {
	if path == "" {
		return DefaultManifest(), nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m Manifest
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("manifest %s: %w", path, err)
	}
	// Relative local paths are relative to the manifest, not the shell.
	for i := range m.Sources {
		if p := m.Sources[i].Path; p != "" && !filepath.IsAbs(p) {
			m.Sources[i].Path = filepath.Join(filepath.Dir(path), p)
		}
	}
	if err := m.Validate(); err != nil {
		return nil, fmt.Errorf("manifest %s: %w", path, err)
	}
	return &m, nil
}

// Validate checks ids, types and locations.
func (m *Manifest) Validate() error {
	seen := map[string]bool{}
	for i, s := range m.Sources {
		where := fmt.Sprintf("sources[%d] (%s)", i, s.ID)
		if !idRE.MatchString(s.ID) {
			return fmt.Errorf("%s: id must be letters, digits, '_', '-' or '.'", where)
		}
		if seen[s.ID] {
			return fmt.Errorf("%s: duplicate id", where)
		}
		seen[s.ID] = true
		switch s.Type {
		case TypeText, TypeParquet, TypeJSONL, TypeJSON:
			if s.Path != "" && s.URL == "" {
				break // a local copy of a typed file
			}
			if !strings.HasPrefix(s.URL, "http://") && !strings.HasPrefix(s.URL, "https://") && !strings.HasPrefix(s.URL, "file://") {
				return fmt.Errorf("%s: url must be http(s):// or file://, got %q", where, s.URL)
			}
		case TypeLocal:
			if s.Path == "" && !strings.HasPrefix(s.URL, "file://") {
				return fmt.Errorf("%s: a local source needs path", where)
			}
		default:
			return fmt.Errorf("%s: type %q is not one of text, parquet, jsonl, json, local", where, s.Type)
		}
		if s.SHA256 != "" && !sha256RE.MatchString(s.SHA256) {
			return fmt.Errorf("%s: sha256 must be 64 hex digits", where)
		}
	}
	return nil
}

// DefaultManifest is the built-in manifest: the seed's five public-domain
// and IETF texts, and the long-context datasets on Hugging Face (optional:
// large, pulled only with --only or --all).
func DefaultManifest() *Manifest {
	const hf = "https://huggingface.co/datasets/"
	return &Manifest{Version: 1, Sources: []Source{
		{ID: "pg_1342", Type: TypeText, URL: "https://www.gutenberg.org/cache/epub/1342/pg1342.txt", License: "Public domain (Project Gutenberg)", Description: "Pride and Prejudice"},
		{ID: "pg_1661", Type: TypeText, URL: "https://www.gutenberg.org/cache/epub/1661/pg1661.txt", License: "Public domain (Project Gutenberg)", Description: "The Adventures of Sherlock Holmes"},
		{ID: "pg_2701", Type: TypeText, URL: "https://www.gutenberg.org/cache/epub/2701/pg2701.txt", License: "Public domain (Project Gutenberg)", Description: "Moby Dick"},
		{ID: "rfc9000", Type: TypeText, URL: "https://www.rfc-editor.org/rfc/rfc9000.txt", License: "IETF Trust (BCP 78)", Description: "QUIC transport"},
		{ID: "rfc9110", Type: TypeText, URL: "https://www.rfc-editor.org/rfc/rfc9110.txt", License: "IETF Trust (BCP 78)", Description: "HTTP semantics"},
		{ID: "oolong_synth_validation_0", Type: TypeParquet, Optional: true, License: "see dataset card", Description: "OOLONG synth, validation shard 0",
			URL: hf + "oolongbench/oolong-synth/resolve/main/data/validation-00000-of-00007.parquet"},
		{ID: "oolong_real_dnd_test", Type: TypeJSONL, Optional: true, License: "see dataset card", Description: "OOLONG real (D&D transcripts), test split",
			URL: hf + "oolongbench/oolong-real/resolve/main/dnd/test.jsonl"},
		{ID: "longbench_v2", Type: TypeJSON, Optional: true, License: "Apache-2.0", Description: "LongBench-v2, 503 multiple-choice questions",
			URL: hf + "THUDM/LongBench-v2/resolve/main/data.json"},
		{ID: "longbench_v2_parquet", Type: TypeParquet, Optional: true, License: "Apache-2.0", Description: "LongBench-v2 via the Hub's parquet conversion",
			URL: hf + "THUDM/LongBench-v2/resolve/refs%2Fconvert%2Fparquet/default/train/0000.parquet"},
		{ID: "browsecomp_plus_0", Type: TypeParquet, Optional: true, License: "see dataset card", Description: "BrowseComp-Plus queries, shard 0 of 6 (fields are obfuscated)",
			URL: hf + "Tevatron/browsecomp-plus/resolve/main/data/test-00000-of-00006.parquet"},
	}}
}
