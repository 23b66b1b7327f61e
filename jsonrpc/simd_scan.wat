;; The two byte scans the transcript recorder spends most of its time in, 16 bytes at a time
;; (WebAssembly SIMD). `simd_scan.ts` embeds this module assembled (`wat2wasm simd_scan.wat`);
;; `tests/simd_scan_test.ts` checks that the embedded bytes are this file's and that both scans
;; agree with byte-by-byte ones.
;;
;; Offsets are into the module's own memory, which never grows: a caller copies the bytes in
;; first. Both scans look at whole 64-byte blocks while they can, then 16-byte words, then bytes,
;; and never read at or past `end`.
(module
  ;; 16 pages of 64 KiB: 1 MiB, fixed.
  (memory (export "memory") 16 16)

  ;; The first offset in [i, end) holding LF (0x0A), or -1.
  (func (export "lineEnd") (param $i i32) (param $end i32) (result i32)
    (local $lf v128)
    (local $mask i32)
    (local.set $lf (i8x16.splat (i32.const 0x0a)))
    (block $blocks_done
      (loop $blocks
        (br_if $blocks_done (i32.gt_u (i32.add (local.get $i) (i32.const 64)) (local.get $end)))
        (br_if $blocks_done
          (v128.any_true
            (v128.or
              (v128.or
                (i8x16.eq (v128.load (local.get $i)) (local.get $lf))
                (i8x16.eq (v128.load offset=16 (local.get $i)) (local.get $lf)))
              (v128.or
                (i8x16.eq (v128.load offset=32 (local.get $i)) (local.get $lf))
                (i8x16.eq (v128.load offset=48 (local.get $i)) (local.get $lf))))))
        (local.set $i (i32.add (local.get $i) (i32.const 64)))
        (br $blocks)))
    (block $words_done
      (loop $words
        (br_if $words_done (i32.gt_u (i32.add (local.get $i) (i32.const 16)) (local.get $end)))
        (local.set $mask (i8x16.bitmask (i8x16.eq (v128.load (local.get $i)) (local.get $lf))))
        (if (local.get $mask)
          (then (return (i32.add (local.get $i) (i32.ctz (local.get $mask))))))
        (local.set $i (i32.add (local.get $i) (i32.const 16)))
        (br $words)))
    (block $bytes_done
      (loop $bytes
        (br_if $bytes_done (i32.ge_u (local.get $i) (local.get $end)))
        (if (i32.eq (i32.load8_u (local.get $i)) (i32.const 0x0a))
          (then (return (local.get $i))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $bytes)))
    (i32.const -1))

  ;; The first offset in [i, end) holding a byte that is not plain, or end: where a JSON
  ;; string's run of printable ASCII other than `"` and `\` stops. A byte is not plain when it
  ;; is below 0x20 or from 0x80 (one signed comparison with 0x20 catches both), a quote (0x22)
  ;; or a backslash (0x5C). The three comparands are made once, and a 64-byte block is four
  ;; loads and twelve comparisons folded into one test.
  (func (export "plainEnd") (param $i i32) (param $end i32) (result i32)
    (local $mask i32)
    (local $c i32)
    (local $space v128)
    (local $quote v128)
    (local $backslash v128)
    (local $a v128)
    (local $b v128)
    (local $d v128)
    (local $e v128)
    (local.set $space (i8x16.splat (i32.const 0x20)))
    (local.set $quote (i8x16.splat (i32.const 0x22)))
    (local.set $backslash (i8x16.splat (i32.const 0x5c)))
    (block $blocks_done
      (loop $blocks
        (br_if $blocks_done (i32.gt_u (i32.add (local.get $i) (i32.const 64)) (local.get $end)))
        (local.set $a (v128.load (local.get $i)))
        (local.set $b (v128.load offset=16 (local.get $i)))
        (local.set $d (v128.load offset=32 (local.get $i)))
        (local.set $e (v128.load offset=48 (local.get $i)))
        (br_if $blocks_done
          (v128.any_true
            (v128.or
              (v128.or
                (v128.or
                  (v128.or (i8x16.lt_s (local.get $a) (local.get $space))
                           (i8x16.lt_s (local.get $b) (local.get $space)))
                  (v128.or (i8x16.lt_s (local.get $d) (local.get $space))
                           (i8x16.lt_s (local.get $e) (local.get $space))))
                (v128.or
                  (v128.or (i8x16.eq (local.get $a) (local.get $quote))
                           (i8x16.eq (local.get $b) (local.get $quote)))
                  (v128.or (i8x16.eq (local.get $d) (local.get $quote))
                           (i8x16.eq (local.get $e) (local.get $quote)))))
              (v128.or
                (v128.or (i8x16.eq (local.get $a) (local.get $backslash))
                         (i8x16.eq (local.get $b) (local.get $backslash)))
                (v128.or (i8x16.eq (local.get $d) (local.get $backslash))
                         (i8x16.eq (local.get $e) (local.get $backslash)))))))
        (local.set $i (i32.add (local.get $i) (i32.const 64)))
        (br $blocks)))
    (block $words_done
      (loop $words
        (br_if $words_done (i32.gt_u (i32.add (local.get $i) (i32.const 16)) (local.get $end)))
        (local.set $a (v128.load (local.get $i)))
        (local.set $mask
          (i8x16.bitmask
            (v128.or
              (v128.or (i8x16.lt_s (local.get $a) (local.get $space))
                       (i8x16.eq (local.get $a) (local.get $quote)))
              (i8x16.eq (local.get $a) (local.get $backslash)))))
        (if (local.get $mask)
          (then (return (i32.add (local.get $i) (i32.ctz (local.get $mask))))))
        (local.set $i (i32.add (local.get $i) (i32.const 16)))
        (br $words)))
    (block $bytes_done
      (loop $bytes
        (br_if $bytes_done (i32.ge_u (local.get $i) (local.get $end)))
        (local.set $c (i32.load8_u (local.get $i)))
        (br_if $bytes_done
          (i32.or
            (i32.or (i32.lt_u (local.get $c) (i32.const 0x20)) (i32.ge_u (local.get $c) (i32.const 0x80)))
            (i32.or (i32.eq (local.get $c) (i32.const 0x22)) (i32.eq (local.get $c) (i32.const 0x5c)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $bytes)))
    (local.get $i)))
